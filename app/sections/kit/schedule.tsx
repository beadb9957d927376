import { KitTabs } from "~/components/kit/tabs";

import { type KitIntro, KitSection, type Tone } from "./section";

import "~/styles/kit/_schedule.scss";

export interface Session {
  /** "09:30" or "09:30-10:15". */
  time: string;
  title: string;
  /** Speaker, trainer or host. */
  who?: string;
  /** Room, stage or studio. */
  where?: string;
  /** A short tag: track, level. */
  tag?: string;
}

export interface ScheduleDay {
  id: string;
  /** The tab: "Day 1", "Mon". */
  label: string;
  /** The panel's heading: "Tuesday, 9 June". */
  title: string;
  sessions: readonly Session[];
}

export interface ScheduleProps {
  id: string;
  heading: KitIntro;
  days: readonly ScheduleDay[];
  /** Accessible name of the tab list. */
  tabsLabel: string;
  tone?: Tone;
  anchor?: string;
}

/** A timetable with a tab per day (conference days, the studio's week). */
export function Schedule({ id, heading, days, tabsLabel, tone, anchor }: ScheduleProps) {
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      <KitTabs
        label={tabsLabel}
        centered
        tabs={days.map((day) => ({
          id: day.id,
          label: day.label,
          panel: (
            <div className="kit-schedule">
              <h3 className="kit-schedule-day">{day.title}</h3>
              <ol className="kit-sessions">
                {day.sessions.map((session) => (
                  <li key={session.time + session.title} className="kit-session">
                    <p className="kit-session-time">{session.time}</p>
                    <div>
                      <h4 className="kit-session-title">{session.title}</h4>
                      <p className="kit-session-meta">
                        {[session.who, session.where].filter(Boolean).join(" · ")}
                      </p>
                    </div>
                    {session.tag && <p className="kit-session-tag">{session.tag}</p>}
                  </li>
                ))}
              </ol>
            </div>
          ),
        }))}
      />
    </KitSection>
  );
}

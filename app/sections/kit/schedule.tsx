import { useState } from "react";
import { ToggleButton } from "react-aria-components/ToggleButton";
import { ToggleButtonGroup } from "react-aria-components/ToggleButtonGroup";

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
  /** Offer a list of every day at once beside the day tabs (a studio's week). */
  listView?: boolean;
  tone?: Tone;
  anchor?: string;
}

/** One day's sessions under its heading. */
function Day({ day }: { day: ScheduleDay }) {
  return (
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
  );
}

/**
 * A timetable with a tab per day (conference days, the studio's week), and optionally a list
 * of the whole week at once, picked with a toggle group.
 */
export function Schedule({ id, heading, days, tabsLabel, listView, tone, anchor }: ScheduleProps) {
  const [view, setView] = useState<"day" | "list">("day");
  return (
    <KitSection id={id} heading={heading} tone={tone} anchor={anchor}>
      {listView && (
        <ToggleButtonGroup
          aria-label="Timetable view"
          className="kit-chips kit-schedule-views"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[view]}
          onSelectionChange={(keys) => {
            const [key] = [...keys];
            if (key === "day" || key === "list") setView(key);
          }}
        >
          <ToggleButton id="day" className="kit-chip">
            By day
          </ToggleButton>
          <ToggleButton id="list" className="kit-chip">
            Whole week
          </ToggleButton>
        </ToggleButtonGroup>
      )}
      {view === "list" ? (
        <div className="kit-schedule-list">
          {days.map((day) => (
            <Day key={day.id} day={day} />
          ))}
        </div>
      ) : (
        <KitTabs
          label={tabsLabel}
          centered
          tabs={days.map((day) => ({ id: day.id, label: day.label, panel: <Day day={day} /> }))}
        />
      )}
    </KitSection>
  );
}

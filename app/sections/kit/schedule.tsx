import { useState } from "react";
import { ToggleButton } from "react-aria-components/ToggleButton";
import { ToggleButtonGroup } from "react-aria-components/ToggleButtonGroup";
import * as z from "zod/mini";

import { KitTabs } from "~/components/kit/tabs";
import { elementId, headingId, text } from "~/lib/content/vocab/fields";
import { kitAnchor, kitIntro, kitTone } from "~/lib/content/vocab/kit-fields";
import type { Fields } from "~/lib/content/vocab/section";

import { KitSection } from "./section";

import "~/styles/kit/_schedule.scss";

const session = z
  .strictObject({
    time: z
      .string("write the time as 09:30 or 09:30-10:15")
      .check(
        z.regex(/^\d{2}:\d{2}(-\d{2}:\d{2})?$/, "write the time as 09:30 or 09:30-10:15"),
        z.describe('"09:30" or "09:30-10:15"'),
      ),
    title: text(1, 120).check(z.describe("What the session is")),
    who: z.optional(text(1, 80).check(z.describe("Speaker, trainer or host"))),
    where: z.optional(text(1, 80).check(z.describe("Room, stage or studio"))),
    tag: z.optional(text(1, 40).check(z.describe("A short tag: track, level"))),
  })
  .check(z.describe("One session: its time, title, who, where and tag"));

/**
 * What a content file gives the schedule: days as tabs, each with its sessions, and optionally
 * a list of the whole week beside them.
 */
export const schema = z.strictObject({
  id: headingId,
  heading: kitIntro,
  days: z
    .array(
      z
        .strictObject({
          id: elementId.check(z.describe("Names the day's tab; unique on the page")),
          label: text(1, 20).check(z.describe('The tab: "Day 1", "Mon"')),
          title: text(1, 60).check(z.describe('The panel\'s heading: "Tuesday, 9 June"')),
          sessions: z
            .array(session)
            .check(
              z.minLength(1, "list the day's sessions"),
              z.describe("The day's sessions, in time order"),
            ),
        })
        .check(z.describe("One day: its tab, heading and sessions")),
    )
    .check(z.minLength(1, "list the days"), z.describe("The days, one tab each")),
  tabsLabel: text(1, 60).check(z.describe("The tab list's name for screen readers")),
  listView: z.optional(
    z
      .boolean()
      .check(z.describe("Offer a list of every day at once beside the day tabs (a studio's week)")),
  ),
  tone: kitTone,
  anchor: kitAnchor,
});

export type ScheduleProps = Fields<typeof schema>;

type ScheduleDay = ScheduleProps["days"][number];

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

import { useEffect, useId, useRef, useState } from "react";

import { groupState, toggleGroup, type Toggles } from "~/lib/toggle-all";

export interface SwitchItem {
  /** Key of the setting, unique across the groups. */
  id: string;
  label: string;
  /** One line on what it does. */
  description?: string;
  /** On at first. */
  on?: boolean;
}

export interface SwitchGroup {
  id: string;
  /** The group's legend, e.g. "E-mail". */
  title: string;
  /** The master switch's label, e.g. "All e-mail notifications". */
  allLabel: string;
  items: readonly SwitchItem[];
}

export interface SwitchGroupsProps {
  groups: readonly SwitchGroup[];
}

/**
 * Groups of on/off settings, each led by a master checkbox that turns the whole group on or
 * off and shows "mixed" when only some are on. Native inputs: the switches are checkboxes with
 * the switch role, the master a tri-state checkbox (its indeterminate state is a DOM property,
 * set after hydration).
 */
export function SwitchGroups({ groups }: SwitchGroupsProps) {
  const [toggles, setToggles] = useState<Toggles>(() =>
    Object.fromEntries(groups.flatMap((group) => group.items.map((item) => [item.id, !!item.on]))),
  );
  return (
    <div className="acct-switch-groups">
      {groups.map((group) => (
        <SwitchFieldset
          key={group.id}
          group={group}
          toggles={toggles}
          onToggleAll={(keys) => setToggles((current) => toggleGroup(current, keys))}
          onToggle={(key, on) => setToggles((current) => ({ ...current, [key]: on }))}
        />
      ))}
    </div>
  );
}

function SwitchFieldset({
  group,
  toggles,
  onToggleAll,
  onToggle,
}: {
  group: SwitchGroup;
  toggles: Toggles;
  onToggleAll: (keys: readonly string[]) => void;
  onToggle: (key: string, on: boolean) => void;
}) {
  const id = useId();
  const master = useRef<HTMLInputElement>(null);
  const keys = group.items.map((item) => item.id);
  const state = groupState(toggles, keys);

  useEffect(() => {
    if (master.current) master.current.indeterminate = state === "mixed";
  }, [state]);

  return (
    <fieldset className="acct-switches">
      <legend className="acct-switches-legend">{group.title}</legend>
      <div className="acct-switch acct-switch-all">
        <input
          ref={master}
          id={`${id}-all`}
          type="checkbox"
          className="acct-switch-input"
          checked={state === "on"}
          onChange={() => onToggleAll(keys)}
        />
        <label htmlFor={`${id}-all`} className="acct-switch-label">
          {group.allLabel}
        </label>
      </div>
      <ul className="acct-switch-list">
        {group.items.map((item) => (
          <li key={item.id} className="acct-switch">
            <input
              id={`${id}-${item.id}`}
              type="checkbox"
              role="switch"
              className="acct-switch-input"
              checked={toggles[item.id] ?? false}
              aria-describedby={item.description ? `${id}-${item.id}-note` : undefined}
              onChange={(event) => onToggle(item.id, event.target.checked)}
            />
            <label htmlFor={`${id}-${item.id}`} className="acct-switch-label">
              {item.label}
            </label>
            {item.description && (
              <p id={`${id}-${item.id}-note`} className="acct-switch-note">
                {item.description}
              </p>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

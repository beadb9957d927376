/**
 * The Lucide component of each cover motif content/templates/blog/people.yaml lists (an
 * article's `cover:`), drawn as its seeded Artwork. The type requires one entry per motif the
 * file lists and no other, so a motif added there fails the typecheck until it is drawn here.
 */
import type { LucideIcon } from "lucide-react";
import CalendarCheck from "lucide-react/icons/calendar-check";
import Cloud from "lucide-react/icons/cloud";
import DatabaseBackup from "lucide-react/icons/database-backup";
import FileLock from "lucide-react/icons/file-lock";
import Fingerprint from "lucide-react/icons/fingerprint-pattern";
import KeyRound from "lucide-react/icons/key-round";
import MailWarning from "lucide-react/icons/mail-warning";
import MapIcon from "lucide-react/icons/map";
import Megaphone from "lucide-react/icons/megaphone";
import PanelsTopLeft from "lucide-react/icons/panels-top-left";
import Siren from "lucide-react/icons/siren";
import ToggleRight from "lucide-react/icons/toggle-right";

import type { CoverName } from "~/content/templates/blog/people";

export const blogCovers = {
  "calendar-check": CalendarCheck,
  cloud: Cloud,
  "database-backup": DatabaseBackup,
  "file-lock": FileLock,
  fingerprint: Fingerprint,
  "key-round": KeyRound,
  "mail-warning": MailWarning,
  map: MapIcon,
  megaphone: Megaphone,
  "panels-top-left": PanelsTopLeft,
  siren: Siren,
  "toggle-right": ToggleRight,
} as const satisfies Record<CoverName, LucideIcon>;

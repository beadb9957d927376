import Avatar from "boring-avatars";

/** Colours of the generated avatars: mid-tones that read on light and dark cards. */
export const AVATAR_COLORS = ["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#e76f51"] as const;

export interface PersonAvatarProps {
  /** The person's name: the same name always draws the same avatar. */
  name: string;
  size?: number;
  className?: string;
}

/**
 * A generated avatar for a sample person (boring-avatars): no photo of a real face, no request.
 * Decorative: the name is always written beside it.
 */
export function PersonAvatar({ name, size = 56, className }: PersonAvatarProps) {
  return (
    <Avatar
      name={name}
      size={size}
      variant="beam"
      colors={[...AVATAR_COLORS]}
      className={className ? `kit-avatar ${className}` : "kit-avatar"}
      aria-hidden="true"
      focusable="false"
    />
  );
}

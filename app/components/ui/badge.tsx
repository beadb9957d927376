/** The small "Soon" pill shown beside products and industries that are not yet available. */
export function SoonBadge({ className }: { className?: string }) {
  return (
    <span className={className ? `badge badge-soon ${className}` : "badge badge-soon"}>Soon</span>
  );
}

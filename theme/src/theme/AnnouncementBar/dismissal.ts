/** Whether a bar with this id was dismissed; a new id resets the dismissal. Pure over storage values. */
export function isAnnouncementDismissed(id: string, storedId: string | null, storedDismiss: string | null): boolean {
  return storedId === id && storedDismiss === 'true';
}

import type { CommentPart } from '@aquadesk/shared/work.ts';

/** The plain text of a stored comment (for a notification). */
export function commentText(parts: readonly CommentPart[]): string {
  return parts
    .map((p) => (p.type === 'mention' ? `@${p.value}` : p.type === 'message' ? p.value : ''))
    .join('')
    .trim();
}

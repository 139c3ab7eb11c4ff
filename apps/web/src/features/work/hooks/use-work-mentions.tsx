import { EVENTS } from '@aquadesk/shared/events.ts';
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useSocketEvent } from '../../../lib/socket/socket-context.ts';
import { commentText } from '../comment-text.ts';

/** A comment that mentions the user shows a notice wherever they are, with a link to the report. */
export function useWorkMentions(): void {
  // the notices render outside the router: the link navigates through this hook's navigate
  const navigate = useNavigate();
  useSocketEvent(EVENTS.workMention, (e) => {
    const text = commentText(e.comment.comment);
    const id = `work-mention-${e.comment.id}`;
    notifications.show({
      id,
      color: 'blue',
      autoClose: 12_000,
      title: `${e.by} mentioned you`,
      message: (
        <>
          {text && (
            <Text size="sm" lineClamp={3}>
              {text}
            </Text>
          )}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              notifications.hide(id);
              void navigate(e.link);
            }}
          >
            Open the work report
          </Anchor>
        </>
      ),
    });
  });
}

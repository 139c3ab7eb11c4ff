import { EVENTS } from '@aquadesk/shared/events.ts';
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { useSocketEvent } from '../../../lib/socket/socket-context.ts';
import { commentText } from '../api.ts';

/** A comment that mentions the user shows a notice wherever they are, with a link to the report. */
export function useWorkMentions(): void {
  useSocketEvent(EVENTS.workMention, (e) => {
    const text = commentText(e.comment.comment);
    notifications.show({
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
          <Anchor component={Link} to={e.link} size="sm">
            Open the work report
          </Anchor>
        </>
      ),
    });
  });
}

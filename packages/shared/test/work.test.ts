import { describe, expect, it } from 'vitest';
import {
  availableMoves,
  mayMakeMove,
  moveTask,
  personKinds,
  submitNeedsOwner,
  TASK_MOVE_NAMES,
  TASK_STATUS_RANK,
  TASK_STATUSES,
  WORK_MESSAGES,
  workTypesFor,
  ZAddMaintenanceRequest,
  ZWorkCommentFields,
} from '../src/work.ts';

describe('the task state machine table', () => {
  it('moves only from the states of spec 001 §4, to the states it names', () => {
    expect(moveTask('ASSIGNED', 'start')).toBe('IN PROGRESS');
    expect(moveTask('IN PROGRESS', 'finish')).toBe('REVIEWING');
    expect(moveTask('RE:IN PROGRESS', 'finish')).toBe('REVIEWING');
    expect(moveTask('REVIEWING', 'approve')).toBe('FINISHED');
    expect(moveTask('REVIEWING', 'reopen')).toBe('RE:IN PROGRESS');
    expect(moveTask('IN PROGRESS', 'forward')).toBe('IN PROGRESS');
    for (const status of TASK_STATUSES) {
      expect(moveTask(status, 'forward') === null).toBe(status === 'REVIEWING' || status === 'FINISHED');
    }
    // nothing leaves FINISHED
    for (const move of TASK_MOVE_NAMES) expect(moveTask('FINISHED', move)).toBeNull();
  });

  it('review is for the adviser, admins and technical directors only; a stranger may do nothing', () => {
    for (const move of ['approve', 'reopen'] as const) {
      expect(mayMakeMove(['assignee'], move)).toBe(false);
      expect(mayMakeMove(['forwarded'], move)).toBe(false);
      expect(mayMakeMove(['adviser'], move)).toBe(true);
    }
    for (const move of TASK_MOVE_NAMES) expect(mayMakeMove(['stranger'], move)).toBe(false);
    expect(availableMoves(['assignee'], 'REVIEWING')).toEqual([]);
    expect(availableMoves(['adviser'], 'REVIEWING')).toEqual(['approve', 'reopen']);
  });

  it('knows who someone is to a task', () => {
    const employee = { id: 5, userType: 'Technician', permissions: ['employee'] };
    const task = { adviserId: 5, assigneeIds: [5, 6], forwardedIds: [] };
    expect(personKinds(employee, task)).toEqual(['adviser', 'assignee']);
    expect(personKinds({ ...employee, id: 9 }, task)).toEqual(['stranger']);
    expect(personKinds({ ...employee, id: 9, permissions: ['admin'] }, task)).toEqual(['admin']);
  });

  it('sorts statuses with FINISHED last', () => {
    expect([...TASK_STATUSES].sort((a, b) => TASK_STATUS_RANK[a] - TASK_STATUS_RANK[b]).at(-1)).toBe(
      'FINISHED',
    );
  });
});

describe('work requests', () => {
  it('gives resellers their own work types', () => {
    expect(workTypesFor({ userType: 'reseller', permissions: ['reseller'] })).toContain('Billing Support');
    expect(workTypesFor({ userType: 'admin', permissions: ['admin', 'reseller'] })).toContain('Revamping');
  });

  it('names every missing register field at once', () => {
    const res = ZAddMaintenanceRequest.safeParse({ worktype: 'Manufacturing' });
    expect(res.success).toBe(false);
    const fields = new Set(res.error!.issues.map((i) => i.path.join('.')));
    for (const f of ['panel_type', 'priority', 'deadline', 'complaint', 'site_id', 'client_name'])
      expect(fields.has(f), f).toBe(true);
  });

  it('reads a comment as JSON parts or plain text', () => {
    const parts = ZWorkCommentFields.parse({
      id: '3',
      worktype: 'Maintenance',
      message: '[{"type":"mention","id":4},{"type":"message","value":"hi"}]',
    });
    expect(parts.message).toEqual([
      { type: 'mention', id: 4 },
      { type: 'message', value: 'hi' },
    ]);
    expect(ZWorkCommentFields.parse({ id: 3, worktype: 'x', message: 'hello' }).message).toEqual([
      { type: 'message', value: 'hello' },
    ]);
    const bad = ZWorkCommentFields.safeParse({ id: 3, worktype: 'x', message: '[oops' });
    expect(bad.error?.issues[0]?.message).toBe(WORK_MESSAGES.badMessage);
  });
});

describe('submitNeedsOwner', () => {
  it.each([
    [['adviser'], true],
    [['adviser', 'assignee'], true],
    [['adviser', 'technical_director'], true],
    [['admin', 'adviser'], false],
    [['assignee'], false],
    [['admin'], false],
  ] as const)('%j → %s', (kinds, expected) => {
    expect(submitNeedsOwner(kinds)).toBe(expected);
  });
});

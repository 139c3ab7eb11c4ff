import type { Queryable } from '../../../db/types.ts';
import * as repo from '../repository.ts';

/**
 * A task by its id with its people, as another domain reads it to decide who may act on it (the parts used
 * on a task, issue 43 item 5); undefined when there is none. `db` may be the caller's transaction.
 */
export function taskOf(db: Queryable, id: number): Promise<repo.TaskCore | undefined> {
  return repo.findTask(db, id);
}

import { z } from 'zod';
import { boundText, MESSAGES, zId, zIdOf, zLongText, zName } from './validation.ts';

export const DEPT_MESSAGES = {
  pickManager: 'Pick a manager from the list',
  pickEmployee: 'Add at least one employee',
  rootExists: 'A root department already exists',
  needParent: 'Choose the department to add this one under',
  success: 'Successfully add department',
} as const;

/** spec 000 §7 /add-dept; parent_id null creates the root (docs/api.md Settled points: one root). */
export const ZAddDeptRequest = z.object({
  name: zName,
  description: zLongText(MESSAGES.required, { label: 'Description' }),
  manager_id: zIdOf(DEPT_MESSAGES.pickManager),
  parent_id: zIdOf(undefined, 'Parent department').nullable().optional().default(null),
});
export type TAddDeptRequest = z.input<typeof ZAddDeptRequest>;

/** spec 000 §7 /add-dept-emp: employees is a list of { id, name } (other fields ignored). */
export const ZAddDeptEmployeesRequest = z.object({
  dept_id: zId,
  employees: z
    .array(z.object({ id: zId, name: boundText(z.string(), { label: 'Name' }).optional() }), {
      error: MESSAGES.required,
    })
    .min(1, { error: DEPT_MESSAGES.pickEmployee })
    .max(1000),
});
export type TAddDeptEmployeesRequest = z.input<typeof ZAddDeptEmployeesRequest>;

export interface DeptMember {
  id: number;
  name: string;
  email: string;
  is_manager: 0 | 1;
}

/** spec 000 §3 Department node; the root's parent_id is its own dept_id. */
export interface DeptNode {
  dept_id: number;
  dept_name: string;
  parent_id: number;
  description: string;
  employees: DeptMember[];
}

export interface DeptData {
  employee: { id: number; name: string; email: string }[];
  dept_tree: DeptNode[];
}

export interface DeptTreeItem extends DeptNode {
  children: DeptTreeItem[];
}

/** Builds the tree from the root (the node that is its own parent). */
export function buildDeptTree(nodes: readonly DeptNode[]): DeptTreeItem | null {
  const root = nodes.find((n) => n.parent_id === n.dept_id);
  if (!root) return null;
  const byParent = new Map<number, DeptNode[]>();
  for (const n of nodes) {
    if (n.dept_id === n.parent_id) continue;
    const list = byParent.get(n.parent_id) ?? [];
    list.push(n);
    byParent.set(n.parent_id, list);
  }
  const seen = new Set<number>();
  const grow = (n: DeptNode): DeptTreeItem => {
    seen.add(n.dept_id);
    const kids = (byParent.get(n.dept_id) ?? [])
      .filter((k) => !seen.has(k.dept_id))
      .sort((a, b) => a.dept_name.localeCompare(b.dept_name));
    return { ...n, children: kids.map(grow) };
  };
  return grow(root);
}

import { buildDeptTree, type DeptNode, type DeptTreeItem } from '@aquadesk/shared/departments.ts';
import {
  Badge,
  Box,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconBuildingCommunity, IconEye, IconPlus, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { deptKeys, fetchDepts, useDeptEvents } from '../api.ts';
import { AddDeptEmployeesForm, AddDeptForm, ViewDept } from './dept-forms.tsx';

type Panel =
  | { kind: 'insert'; parent: number | null }
  | { kind: 'insert_employee'; dept: number }
  | { kind: 'view'; dept: number };

const TITLES = {
  insert: 'Add Department',
  insert_employee: 'Add Employee',
  view: 'View Department',
} as const;

function Node({
  node,
  depth,
  selected,
  onSelect,
  isAdmin,
  onPick,
}: {
  node: DeptTreeItem;
  depth: number;
  selected: number | null;
  onSelect: (id: number | null) => void;
  isAdmin: boolean;
  onPick: (p: Panel) => void;
}) {
  const manager = node.employees.find((e) => e.is_manager === 1);
  const active = selected === node.dept_id;
  return (
    <Box>
      <Menu
        opened={active}
        onChange={(o) => onSelect(o ? node.dept_id : null)}
        position="bottom-start"
        withinPortal
      >
        <Menu.Target>
          <UnstyledButton
            onClick={() => onSelect(active ? null : node.dept_id)}
            style={{ display: 'block', width: '100%' }}
          >
            <Paper
              withBorder
              p="sm"
              style={{
                borderColor: active ? 'var(--mantine-primary-color-filled)' : undefined,
                background: active ? 'var(--mantine-primary-color-light)' : undefined,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconBuildingCommunity size={18} aria-hidden />
                  {/* named by what it shows, "Department <name>" first (WCAG 2.5.3: the visible words in the name) */}
                  <Text fw={600} truncate>
                    <VisuallyHidden>Department </VisuallyHidden>
                    {node.dept_name}
                  </Text>
                </Group>
                <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                  {node.employees.length}
                </Badge>
              </Group>
              {manager && (
                <Text size="xs" c="dimmed" truncate>
                  Manager: {manager.name}
                </Text>
              )}
            </Paper>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconEye size={16} />}
            onClick={() => onPick({ kind: 'view', dept: node.dept_id })}
          >
            View Department
          </Menu.Item>
          {isAdmin && (
            <>
              <Menu.Item
                leftSection={<IconPlus size={16} />}
                onClick={() => onPick({ kind: 'insert', parent: node.dept_id })}
              >
                Add Department
              </Menu.Item>
              <Menu.Item
                leftSection={<IconUserPlus size={16} />}
                onClick={() => onPick({ kind: 'insert_employee', dept: node.dept_id })}
              >
                Add Employee
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {node.children.length > 0 && (
        <Stack
          gap="xs"
          mt="xs"
          pl={{ base: 'sm', sm: 'lg' }}
          ml={{ base: 6, sm: 12 }}
          style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}
        >
          {node.children.map((c) => (
            <Node
              key={c.dept_id}
              node={c}
              depth={depth + 1}
              selected={selected}
              onSelect={onSelect}
              isAdmin={isAdmin}
              onPick={onPick}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Departments (spec 000 §2 /dept): the tree from the root, a menu per node, the three form modes. */
export function DeptPageView() {
  const [selected, setSelected] = useState<number | null>(null);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [formKey, setFormKey] = useState(0);
  useDeptEvents();
  const q = useQuery({ queryKey: deptKeys.data(), queryFn: ({ signal }) => fetchDepts(signal) });
  const isAdmin = useCan('dept.create');
  const tree = q.data ? buildDeptTree(q.data.dept_tree) : null;
  const byId = (id: number): DeptNode | undefined => q.data?.dept_tree.find((d) => d.dept_id === id);
  const pick = (p: Panel) => {
    setFormKey((k) => k + 1);
    setPanel(p);
  };
  const close = () => setPanel(null);

  return (
    <>
      <PageHeader
        title="Department"
        actions={
          isAdmin && q.data && !tree ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => pick({ kind: 'insert', parent: null })}
            >
              Create Root dept
            </Button>
          ) : null
        }
      />
      {q.isPending ? (
        <PageLoader />
      ) : !tree ? (
        <EmptyState message="No departments yet" />
      ) : (
        <Box maw={720}>
          <Node
            node={tree}
            depth={0}
            selected={selected}
            onSelect={setSelected}
            isAdmin={isAdmin}
            onPick={pick}
          />
        </Box>
      )}
      <SlideInForm opened={panel !== null} onClose={close} title={panel ? TITLES[panel.kind] : ''}>
        {q.data && panel?.kind === 'insert' && (
          <AddDeptForm
            key={formKey}
            parent={panel.parent ? (byId(panel.parent) ?? null) : null}
            onClose={close}
          />
        )}
        {q.data && panel?.kind === 'insert_employee' && byId(panel.dept) && (
          <AddDeptEmployeesForm key={formKey} dept={byId(panel.dept)!} onClose={close} />
        )}
        {panel?.kind === 'view' && byId(panel.dept) && <ViewDept dept={byId(panel.dept)!} />}
      </SlideInForm>
    </>
  );
}

import { IMPORT_COLUMNS, type ImportError, type ImportPreviewResponse } from '@aquadesk/shared/imports.ts';
import { Alert, Badge, Group, List, Switch, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ScrollingTable } from '../../../components/scrolling-table.tsx';

/** Rows the preview table shows at once (a file may hold 5,000: the errors come first). */
const SHOWN_ROWS = 100;

/** Errors listed above the table (each is marked in the table too). */
const LISTED_ERRORS = 8;

const plural = (n: number, one: string) => `${n.toLocaleString('en-IN')} ${one}${n === 1 ? '' : 's'}`;

/**
 * What a file would import (issue 41 item 12): how many rows are ready, the file's own problems (its header),
 * and the rows as a table, each wrong cell marked with what is wrong under it, at its row and column.
 */
export function ImportPreview({ preview }: { preview: ImportPreviewResponse }) {
  const columns = IMPORT_COLUMNS[preview.kind];
  const fileErrors = preview.errors.filter((e) => e.row === 1);
  const byRow = useMemo(() => {
    const map = new Map<number, Map<string, string>>();
    for (const e of preview.errors) {
      if (e.row === 1) continue;
      const cells = map.get(e.row) ?? new Map<string, string>();
      cells.set(e.field, e.message);
      map.set(e.row, cells);
    }
    return map;
  }, [preview.errors]);
  const [onlyWrong, setOnlyWrong] = useState(true);
  const rows = preview.data.filter((r) => !onlyWrong || byRow.size === 0 || byRow.has(r.row));
  const shown = rows.slice(0, SHOWN_ROWS);
  const wrong = preview.rows - preview.valid;

  return (
    <>
      {preview.clean ? (
        <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} data-testid="import-clean">
          {plural(preview.rows, 'row')} ready to import. Nothing is written until you press Import.
        </Alert>
      ) : (
        <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="import-not-clean">
          {fileErrors.length > 0
            ? 'The file cannot be read as this import: correct its header row and choose it again.'
            : `${plural(wrong, 'row')} of ${preview.rows.toLocaleString('en-IN')} to correct. Nothing is imported until every row is right: correct the file and choose it again.`}
          {fileErrors.length > 0 ? (
            <List size="sm" mt="xs">
              {fileErrors.map((e: ImportError) => (
                <List.Item key={`${e.field}-${e.column}-${e.message}`}>{e.message}</List.Item>
              ))}
            </List>
          ) : (
            <List size="sm" mt="xs" data-testid="import-errors">
              {preview.errors.slice(0, LISTED_ERRORS).map((e) => (
                <List.Item key={`${e.row}-${e.field}`}>
                  Row {e.row}, {e.column}: {e.message}
                </List.Item>
              ))}
              {preview.errors.length > LISTED_ERRORS && (
                <List.Item>
                  and {plural(preview.errors.length - LISTED_ERRORS, 'more error')}, in the table below
                </List.Item>
              )}
            </List>
          )}
        </Alert>
      )}
      {preview.data.length > 0 && fileErrors.length === 0 && (
        <>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {rows.length > SHOWN_ROWS
                ? `The first ${SHOWN_ROWS} of ${plural(rows.length, 'row')}`
                : plural(rows.length, 'row')}
            </Text>
            {byRow.size > 0 && (
              <Switch
                label="Only rows to correct"
                checked={onlyWrong}
                onChange={(e) => setOnlyWrong(e.currentTarget.checked)}
              />
            )}
          </Group>
          <ScrollingTable minWidth={Math.max(480, columns.length * 110)} label="Rows of the file" framed>
            <Table verticalSpacing="xs" fz="sm" data-testid="import-preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Row</Table.Th>
                  {columns.map((c) => (
                    <Table.Th key={c.key} scope="col">
                      {c.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((r) => {
                  const cells = byRow.get(r.row);
                  return (
                    <Table.Tr key={r.row} data-row={r.row}>
                      <Table.Td>
                        {cells ? (
                          <Badge color="red" variant="light">
                            {r.row}
                          </Badge>
                        ) : (
                          r.row
                        )}
                      </Table.Td>
                      {columns.map((c) => {
                        const message = cells?.get(c.key);
                        return (
                          <Table.Td
                            key={c.key}
                            data-field={c.key}
                            data-error={message ? 'true' : undefined}
                            bg={message ? 'var(--mantine-color-red-light)' : undefined}
                            style={{ overflowWrap: 'anywhere', minWidth: '6rem' }}
                          >
                            {r.values[c.key] ||
                              (message ? (
                                <Text span c="dimmed" size="sm">
                                  (blank)
                                </Text>
                              ) : (
                                ''
                              ))}
                            {message && (
                              <Text size="xs" c="red.8" mt={2}>
                                {message}
                              </Text>
                            )}
                          </Table.Td>
                        );
                      })}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollingTable>
        </>
      )}
    </>
  );
}

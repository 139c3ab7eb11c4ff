import { expect, type Locator } from '@playwright/test';

/**
 * Picks the first option of a Mantine select (labelled `label`, within `scope`) whose name holds `text` (case
 * aside): typed into the select first, or, with `type` false, clicked open only.
 */
export async function pickOption(scope: Locator, label: string, text: string, type = true): Promise<void> {
  const box = scope.getByRole('textbox', { name: label }).or(scope.getByRole('combobox', { name: label }));
  await box.first().click();
  if (type) await box.first().fill(text);
  await scope
    .page()
    .getByRole('option', { name: new RegExp(text.replace(/[<>]/g, '.'), 'i') })
    .first()
    .click();
}

/**
 * Fills the Register work panel's task once its work type is chosen: the machinery, installed 2-5 years ago, due
 * on 31/12/2030, URGENT, the complaint, the site and the one employee.
 */
export async function fillWorkTask(
  panel: Locator,
  task: { machinery: string; complaint: string; site: string; employee: string },
): Promise<void> {
  await panel.getByRole('textbox', { name: 'Machinery / assignment type' }).fill(task.machinery);
  await pickOption(panel, 'Installation age', '2-5 year', false);
  await panel.getByRole('textbox', { name: 'Deadline' }).fill('31/12/2030');
  await pickOption(panel, 'Priority', 'URGENT', false);
  await panel.getByRole('textbox', { name: 'Complaint' }).fill(task.complaint);
  await pickOption(panel, 'Site', task.site);
  await pickOption(panel, 'Employees', task.employee);
}

/**
 * A billing address field's e-invoice reading (components/address-reading.tsx, its description): it reads
 * the town and PIN code of `reads`, names a Karnataka PIN code typed instead as not one of `state`, and
 * reads `reads`' PIN code again once `after` is typed.
 */
export async function checkAddressReading(
  field: Locator,
  reads: { town: string; pin: string },
  state: { name: string; code: string },
  karnataka: { address: string; pin: string },
  after: string,
): Promise<void> {
  await expect(field).toHaveAccessibleDescription(
    new RegExp(`E-invoices read the town as ${reads.town} and the PIN code as ${reads.pin}`),
  );
  await field.fill(karnataka.address);
  await expect(field).toHaveAccessibleDescription(
    new RegExp(
      `The PIN code ${karnataka.pin} is not a PIN code of ${state.name} \\(${state.code}\\): it is in Karnataka`,
    ),
  );
  await field.fill(after);
  await expect(field).toHaveAccessibleDescription(new RegExp(`PIN code as ${reads.pin}`));
}

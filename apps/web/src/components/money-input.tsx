import { NumberInput, type NumberInputProps } from '@mantine/core';

type Owned =
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onValueChange'
  | 'prefix'
  | 'thousandSeparator'
  | 'thousandsGroupStyle'
  | 'allowNegative'
  | 'withKeyboardEvents';

export interface MoneyInputProps extends Omit<NumberInputProps, Owned> {
  /** The amount as the server takes it: a plain decimal string of rupees ("123456.78"), or ''. */
  value?: string | number | undefined;
  /** The plain decimal string typed ('' when emptied), never the grouped text on screen. */
  onChange?: ((value: string) => void) | undefined;
}

/**
 * A rupee amount as it is typed (docs/decisions/0002-money.md): a ₹ before it and Indian digit grouping
 * (1,23,456.78) on screen, at most two decimal places, no sign; the form holds and sends the plain decimal
 * string. Plain digits typed or pasted ("1500", "1250.50") are taken as they are.
 */
export function MoneyInput({ value, onChange, decimalScale = 2, size = 'md', ...props }: MoneyInputProps) {
  return (
    <NumberInput
      // the theme's size for text fields (apps/web/src/app/theme.ts), so an amount matches its neighbours
      size={size}
      leftSection="₹"
      leftSectionPointerEvents="none"
      inputMode="decimal"
      hideControls
      decimalScale={decimalScale}
      {...props}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      allowNegative={false}
      value={value === undefined || value === null ? '' : String(value)}
      // the typed text's plain value, not NumberInput's number (which drops "12.50"'s last zero)
      onValueChange={({ value: plain }, { source }) => {
        if (source !== 'prop') onChange?.(plain);
      }}
    />
  );
}

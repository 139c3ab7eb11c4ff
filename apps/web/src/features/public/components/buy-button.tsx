import { PRODUCT_MESSAGES } from '@aquadesk/shared/catalogue.ts';
import { Button, type ButtonProps } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';

/** spec 000 §2: opens the product's marketplace link in a new tab, or alerts that there is none. */
export function BuyButton({ link, ...props }: { link: string } & ButtonProps) {
  const buy = () => {
    if (!link) {
      window.alert(PRODUCT_MESSAGES.noLink);
      return;
    }
    window.open(link, '_blank', 'noopener,noreferrer');
  };
  return (
    <Button onClick={buy} leftSection={<IconShoppingCart size={18} aria-hidden />} {...props}>
      Buy from marketplace
    </Button>
  );
}

import { Group, Image, Text } from '@mantine/core';
import logoUrl from '../assets/logo.svg';

interface BrandLogoProps {
  brand: string;
  /** Show the brand name beside the droplet (hidden on the narrowest screens by the caller). */
  withName?: boolean;
  size?: number;
  /** A Mantine colour for the name: dark water on light backgrounds, white on the footer. */
  nameColor?: string;
}

export function BrandLogo({ brand, withName = true, size = 32, nameColor = 'water.9' }: BrandLogoProps) {
  return (
    <Group gap={8} wrap="nowrap">
      <Image src={logoUrl} alt={withName ? '' : `${brand} logo`} w={size} h={size} fit="contain" />
      {withName && (
        <Text component="span" fw={700} fz="lg" c={nameColor} style={{ letterSpacing: '-0.01em' }}>
          {brand}
        </Text>
      )}
    </Group>
  );
}

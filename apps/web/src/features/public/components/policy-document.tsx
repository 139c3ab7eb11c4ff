import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicPage } from './public-page.tsx';

export interface PolicySection {
  heading: string;
  paragraphs?: readonly ReactNode[];
  items?: readonly ReactNode[];
}

/** A legal text (privacy policy, terms): numbered sections under a 'Last updated' line. */
export function PolicyDocument({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly PolicySection[];
}) {
  return (
    <PublicPage title={title} intro={`Last updated: ${lastUpdated}`} size="md">
      <Stack gap="lg" component="article">
        <Text>{intro}</Text>
        {sections.map((section, i) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} fz={{ base: 20, sm: 22 }}>
              {i + 1}. {section.heading}
            </Title>
            {section.paragraphs?.map((p, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static text in a fixed order
              <Text key={j}>{p}</Text>
            ))}
            {section.items && (
              <List spacing={4}>
                {section.items.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static text in a fixed order
                  <List.Item key={j}>{item}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ))}
      </Stack>
    </PublicPage>
  );
}

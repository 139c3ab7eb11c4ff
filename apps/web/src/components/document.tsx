import { formatRupees } from '@aquadesk/shared/rupees.ts';
import { Image, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import './document.css';

/*
 * The printable documents (job card estimate, proposal, proforma invoice) share their paper, their
 * blocks, their title and their signature line, and one stylesheet (document.css) that fits them to
 * an A4 page width on paper (docs/architecture.md rule 10). Each document adds its own class for what
 * is its own (e.g. `proposal` with `proposal.css`).
 */

interface DocumentPaperProps {
  /** The document's own class (`job-card`, `proposal`, `invoice`); its blocks get `<class>-blocks`. */
  className: string;
  /** The article's accessible name ("Job card"). */
  label: string;
  children: ReactNode;
}

/** The sheet of a document: a bordered article on screen, bare on paper. */
export function DocumentPaper({ className, label, children }: DocumentPaperProps) {
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'xl' }}
      className={`document ${className}`}
      component="article"
      aria-label={label}
    >
      <Stack gap="lg" className={`document-blocks ${className}-blocks`}>
        {children}
      </Stack>
    </Paper>
  );
}

interface DocumentBlockProps {
  title: string;
  className?: string | undefined;
  /** Smaller title and spacing (the invoice's). */
  dense?: boolean;
  children: ReactNode;
}

/** A titled section of a document ("Client", "Totals"), kept whole on one printed page. */
export function DocumentBlock({ title, className, dense = false, children }: DocumentBlockProps) {
  return (
    <Stack
      gap={dense ? 4 : 6}
      component="section"
      className={`document-block${className ? ` ${className}` : ''}`}
    >
      <Text fw={700} size={dense ? 'xs' : 'sm'} tt="uppercase" c="dimmed">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

interface DocumentTitleProps {
  /** The kind of document in capitals ("PROPOSAL"). */
  title: string;
  /** "No. 12 · 3 Mar 2026". */
  subtitle: ReactNode;
  className?: string;
}

/** The document's kind, number and date, in the top right corner of the sheet. */
export function DocumentTitle({ title, subtitle, className }: DocumentTitleProps) {
  return (
    <div className={className}>
      <Title order={2} className="document-title">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {subtitle}
      </Text>
    </div>
  );
}

interface SignatureLineProps {
  /** The signature image (a data or object URL), or nothing: the space is left for a hand signature. */
  src: string | null | undefined;
  alt: string;
  /** The words under the line ("Approved by …"). */
  caption: ReactNode;
  imageClassName?: string;
  /** Further lines under the caption. */
  children?: ReactNode;
}

/** A signature above a line and its caption. */
export function SignatureLine({ src, alt, caption, imageClassName, children }: SignatureLineProps) {
  return (
    <Stack gap={2} align="center">
      {src ? (
        <Image src={src} alt={alt} h={56} w="auto" fit="contain" className={imageClassName} />
      ) : (
        <div style={{ height: 56 }} />
      )}
      <Text size="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-5)', paddingTop: 2 }}>
        {caption}
      </Text>
      {children}
    </Stack>
  );
}

/** Figures in a document's tables line up and never break. */
export const FIGURE_STYLE = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** One figure of a totals table: its label, and the amount on the right. */
export function FigureRow({ label, value, testId }: { label: ReactNode; value: ReactNode; testId?: string }) {
  return (
    <Table.Tr data-testid={testId}>
      <Table.Td>{label}</Table.Td>
      <Table.Td ta="right" style={FIGURE_STYLE}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

interface TotalRowProps {
  /** The total, a decimal string of rupees. */
  total: string;
  weight: 700 | 750;
  /** A test id on the row, or on the amount's cell. */
  testId?: string;
  valueTestId?: string;
}

/** The total of a totals table, in bold. */
export function TotalRow({ total, weight, testId, valueTestId }: TotalRowProps) {
  return (
    <Table.Tr data-testid={testId}>
      <Table.Td fw={weight}>Total</Table.Td>
      <Table.Td ta="right" fw={weight} style={FIGURE_STYLE} data-testid={valueTestId}>
        {formatRupees(total)}
      </Table.Td>
    </Table.Tr>
  );
}

/** The end of a document's totals table: the total, then the total in words across both columns. */
export function TotalWithWordsRows({
  inWords,
  wordsTestId,
  ...total
}: TotalRowProps & { inWords: string; wordsTestId: string }) {
  return (
    <>
      <TotalRow {...total} />
      <Table.Tr>
        <Table.Td colSpan={2}>
          <Text size="sm" fs="italic" data-testid={wordsTestId}>
            {inWords}
          </Text>
        </Table.Td>
      </Table.Tr>
    </>
  );
}

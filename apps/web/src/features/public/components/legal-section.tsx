import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { LEGAL_SECTION_ID } from '../hooks/use-landing-scroll.ts';
import { LandingSection } from './landing-section.tsx';

/** The legal block the footer's Legal link scrolls to (spec 000 §1). */
export function LegalSection() {
  return (
    <LandingSection id={LEGAL_SECTION_ID} eyebrow="Legal" title="Legal documents">
      <Group gap="lg">
        <Anchor component={Link} to="/legal-doc">
          Audited financial results
        </Anchor>
        <Anchor component={Link} to="/privacyPolicy">
          Privacy policy
        </Anchor>
        <Anchor component={Link} to="/terms&Conditions">
          Terms & Conditions
        </Anchor>
      </Group>
    </LandingSection>
  );
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * The accessibility check of the browser journeys: axe-core over the whole page against WCAG 2.0 and
 * 2.1, levels A and AA. A violation whose impact is serious or critical fails the check; minor and
 * moderate ones are left for people to weigh (axe's own "best practice" rules are not run). No rule is
 * disabled and no element excluded: none has been a false positive so far; one that is must be named here
 * with the reason.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING = new Set(['serious', 'critical']);

/** One violation as a person reads it: the rule, its impact, what it asks, and each element's selector. */
function describe(v: Violation): string {
  const nodes = v.nodes.map((n) => {
    const html = n.html.length > 200 ? `${n.html.slice(0, 200)}…` : n.html;
    const why = n.failureSummary ? `\n      ${n.failureSummary.replaceAll('\n', '\n      ')}` : '';
    return `    - ${n.target.join(' ')}\n      ${html}${why}`;
  });
  return `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
}

/**
 * Runs axe on `page` as it is now and fails with every serious or critical violation, named by `name`
 * (the screen, and a form or tab open on it). Call it once the screen's content has loaded. The failure is
 * soft: the journey goes on to the next screen, so one run lists every screen's violations, and still fails.
 */
export async function expectNoSeriousA11yViolations(page: Page, name: string): Promise<void> {
  await test.step(`accessibility: ${name}`, async () => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      // only the violations come back: passes and incomplete results are not serialised (faster)
      .options({ resultTypes: ['violations'] })
      // axe.run in the page itself: the default runs axe per frame, then opens a blank page, injects axe
      // there again and hands it every node's partial result to finish (for cross-origin frames, which
      // the app has none of). The same rules and results; the suite's axe time 164 s → 89 s
      // (bench/README.md §8). A page with a violation still fails (checked with an unnamed button).
      .setLegacyMode()
      .analyze();
    const blocking = violations.filter((v) => v.impact && BLOCKING.has(v.impact));
    expect
      .soft(
        blocking.map(describe),
        `${name}: ${blocking.length} serious or critical accessibility violation(s)`,
      )
      .toEqual([]);
  });
}

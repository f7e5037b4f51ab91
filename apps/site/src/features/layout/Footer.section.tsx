import { t } from '@lingui/core/macro';
import { SiteFooter } from '@sparkle/ui';
import { companyName } from '../../content/company';
import { footerContent } from './footerContent';
import { copyrightYearAttribute, useCopyrightYear, yearAttribute } from './useCopyrightYear';

/**
 * The shared footer (docs/product.md, The shared layout): brand tagline, description, social links, quick links,
 * contact block and the copyright line with the current year. A static section of the layout
 * (src/loading/staticSection.tsx): prerendered, never hydrated; `useStaticCopyrightYear` moves its year on if the page was
 * built in an earlier one.
 */
export default function Footer() {
  const year = useCopyrightYear();
  return (
    <SiteFooter
      {...{ [yearAttribute]: year }}
      {...footerContent()}
      year={year}
      copyright={
        <>
          © <span {...{ [copyrightYearAttribute]: '' }}>{year}</span> {companyName}. {t`All rights reserved.`}
        </>
      }
    />
  );
}

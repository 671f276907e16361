/**
 * The signed link to one submission's report, for whoever holds it and has no console login (the
 * `partner_profile_url` Greenhouse shows a recruiter): a JWT of kind `shared_report`, signed with
 * JWT_SECRET, naming the company (`sub`) and the submission, valid until its `exp`.
 */
import jwt from 'jsonwebtoken';
import { jwtKey } from './crypto';

const KIND = 'shared_report';

/**
 * How long a report link opens its report unless the caller says otherwise: Greenhouse stores the
 * URL once the test is complete and a recruiter may open it months later, at an offer or a
 * re-opened role (docs/decisions/greenhouse/shared-report.md).
 */
export const REPORT_LINK_LIFETIME_SECONDS = 180 * 86_400;

export interface ReportLink {
  companyId: string;
  submissionId: string;
}

export interface VerifiedReportLink extends ReportLink {
  /** When the link stops opening the report. */
  expiresAt: Date;
}

/** The token of a report link, valid until `expiresAt` (to the second). */
export function signReportLink(secret: string, link: ReportLink, expiresAt: Date): string {
  return jwt.sign(
    { typ: KIND, submission: link.submissionId, exp: Math.floor(expiresAt.getTime() / 1000) },
    jwtKey(secret),
    { algorithm: 'HS256', subject: link.companyId, noTimestamp: true },
  );
}

/** The link a token carries, or undefined when it is forged, altered, expired or of another kind. */
export function verifyReportLink(secret: string, token: string, now: Date): VerifiedReportLink | undefined {
  try {
    const claims = jwt.verify(token, jwtKey(secret), {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
    if (
      typeof claims !== 'object' ||
      claims.typ !== KIND ||
      typeof claims.sub !== 'string' ||
      typeof claims.submission !== 'string' ||
      typeof claims.exp !== 'number'
    ) {
      return undefined;
    }
    return { companyId: claims.sub, submissionId: claims.submission, expiresAt: new Date(claims.exp * 1000) };
  } catch {
    return undefined;
  }
}

/** Where the report page reads its token: the browser never sends a URL's fragment, so no server or proxy logs it. */
export const REPORT_PAGE_PATH = '/report';

/** The report page's URL for a token: `<PUBLIC_BASE_URL>/report#<token>`. */
export function reportLinkUrl(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${REPORT_PAGE_PATH}#${encodeURIComponent(token)}`;
}

import { randomBytes } from 'node:crypto';
import type { Deps } from '../deps';
import { isEmailAddress } from '../mail/email-address';
import { hashPassword } from '../modules/auth/password';
import { issuePasswordLink } from '../modules/auth/password-reset.service';
import { INVITATION_TTL_HOURS } from '../modules/users/company-users.service';
import { insertCompanyUser, isEmailTaken } from '../modules/users/company-users.repository';
import { companies } from '../tenancy/tenancy.table';

// `npm run admin -- create-company`: a deployment started with SEED_DEMO=false has no company and no user, and the
// console creates neither (the operator's contracts live outside it). The first user of a company gets a one-time
// link to set the password, as an invited colleague does; nobody ever knows an initial password.

type Ownership = 'allgrow' | 'partner';
type ContractFlag = keyof typeof contractColumns;

/** The contract switches by the names the console's contracted_contents uses (spec: users/info). */
const contractColumns = {
  has_ranking_contract: 'hasRankingContract',
  has_review_contract: 'hasReviewContract',
  meo_analytics_flag: 'meoAnalyticsFlag',
  meo_analytics_with_measure_flag: 'meoAnalyticsWithMeasureFlag',
  has_y_ranking_contract: 'hasYRankingContract',
  y_meo_analytics_flag: 'yMeoAnalyticsFlag',
  y_meo_analytics_with_measure_flag: 'yMeoAnalyticsWithMeasureFlag',
} as const;
export const contractFlags = Object.keys(contractColumns) as ContractFlag[];

export interface CreateCompanyInput {
  name: string;
  ownership: string;
  email: string;
  userName: string;
  /** Support staff (運営サポート) instead of the company's administrator; support exists only for allgrow. */
  support: boolean;
  contracts: string[];
  linkage: string;
  measures: string;
}

export interface CreatedCompany {
  companyId: number;
  userId: number;
  url: string;
  expiresInHours: number;
}

export class CreateCompanyError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

const count = (value: string, label: string, problems: string[]): number => {
  if (!/^\d{1,6}$/.test(value.trim())) problems.push(`${label}は0以上の整数で指定してください / ${label}: a whole number ≥ 0`);
  return Number(value.trim());
};

function parse(input: CreateCompanyInput) {
  const problems: string[] = [];
  const name = input.name.trim();
  const userName = input.userName.trim();
  const email = input.email.trim();
  if (!name) problems.push('--name（会社名）を指定してください / --name is required');
  if (input.ownership !== 'allgrow' && input.ownership !== 'partner') problems.push('--ownership は allgrow か partner です / --ownership: allgrow or partner');
  if (!isEmailAddress(email)) problems.push('--email はメールアドレスの形式で指定してください / --email: an e-mail address');
  if (!userName) problems.push('--user-name（氏名）を指定してください / --user-name is required');
  if (input.support && input.ownership === 'partner') problems.push('運営サポートは allgrow だけに作成できます / support users exist for allgrow only');
  const wanted = input.contracts.includes('all') ? contractFlags : input.contracts;
  const unknown = wanted.filter((flag) => !(contractFlags as string[]).includes(flag));
  if (unknown.length) problems.push(`不明な契約: ${unknown.join(', ')}（使えるもの: all, ${contractFlags.join(', ')}）/ unknown contracts`);
  const linkage = count(input.linkage, '--linkage（連携店舗数）', problems);
  const measures = count(input.measures, '--measures（順位計測数）', problems);
  if (problems.length) throw new CreateCompanyError(problems);
  const flags = Object.fromEntries(contractFlags.map((flag) => [contractColumns[flag], wanted.includes(flag)]));
  return { name, userName, email, ownership: input.ownership as Ownership, flags, linkage, measures };
}

/** One company and its first user in one transaction, then the link that lets that user set a password. */
export async function createCompany(deps: Pick<Deps, 'db' | 'clock' | 'config'>, input: CreateCompanyInput): Promise<CreatedCompany> {
  const company = parse(input);
  const now = deps.clock.now();
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const created = await deps.db.transaction(async (tx) => {
    if (await isEmailTaken(tx, company.ownership, company.email)) {
      throw new CreateCompanyError([`${company.email} は ${company.ownership} で既に使われています / this address already signs in to ${company.ownership}`]);
    }
    const [row] = await tx
      .insert(companies)
      .values({
        corporateName: company.name,
        ownership: company.ownership,
        ...company.flags,
        contractedLinkageCount: company.linkage,
        measureContractCount: company.measures,
        createdAt: now,
      })
      .returning({ id: companies.id });
    const user = await insertCompanyUser(tx, {
      companyId: row.id,
      ownership: company.ownership,
      dispUserId: `u-${randomBytes(8).toString('hex')}`,
      userType: input.support ? 'support' : 'normal',
      userName: company.userName,
      email: company.email,
      passwordHash,
      now,
    });
    const url = await issuePasswordLink({ db: tx, clock: deps.clock, config: deps.config }, { id: user.id, ownership: company.ownership }, INVITATION_TTL_HOURS * 60);
    return { companyId: row.id, userId: user.id, url };
  });
  return { ...created, expiresInHours: INVITATION_TTL_HOURS };
}

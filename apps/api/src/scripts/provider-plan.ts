import { Plan } from '@clinic/domain';

// `pnpm provider:plan <clinicId> <plan> [until]`: the provider changes a clinic's plan through the API's
// PUT /api/provider/clinics/:id/plan (docs/product.md#plans), with PROVIDER_TOKEN as its bearer token, at
// API_URL (default http://127.0.0.1:3000). `plan` is a name (trial, basic, full, advanced, vip) or its number;
// `until` an ISO date or instant, or none/null (or left out) for no end.

const USAGE =
  'usage: pnpm provider:plan <clinicId> <trial|basic|full|advanced|vip> [until: YYYY-MM-DD | ISO | none]';

const planByName: Record<string, Plan> = Object.fromEntries(
  Object.entries(Plan).flatMap(([name, value]) => [
    [name.toLowerCase(), value],
    [String(value), value],
  ]),
);

/** Runs the command; answers the exit code, writing the answer or the refusal to `out` / `err`. */
export async function providerPlan(
  args: readonly string[],
  env: Record<string, string | undefined>,
  out: (line: string) => void,
  err: (line: string) => void,
): Promise<number> {
  const [clinicId, planName, until] = args;
  const plan = planName === undefined ? undefined : planByName[planName.toLowerCase()];
  if (!clinicId || !/^\d+$/.test(clinicId) || plan === undefined || args.length > 3) {
    err(USAGE);
    return 2;
  }
  const token = env.PROVIDER_TOKEN;
  if (!token) {
    err('PROVIDER_TOKEN is not set (the same token the API was started with)');
    return 2;
  }
  const base = (env.API_URL || 'http://127.0.0.1:3000').replace(/\/$/, '');
  const noEnd = until === undefined || ['none', 'null', ''].includes(until.toLowerCase());
  let res: Response;
  try {
    res = await fetch(`${base}/api/provider/clinics/${clinicId}/plan`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'en',
      },
      body: JSON.stringify({ plan, until: noEnd ? null : until }),
    });
  } catch (error) {
    err(`cannot reach ${base}: ${(error as Error).message}`);
    return 1;
  }
  const body = (await res.json().catch(() => ({}))) as {
    data?: { clinicId: number; plan: number; planExpiresAt: string | null };
    message?: string;
  };
  if (!res.ok || !body.data) {
    err(`refused (HTTP ${res.status}): ${body.message ?? 'no answer'}`);
    return 1;
  }
  const name = Object.keys(Plan).find((key) => Plan[key as keyof typeof Plan] === body.data!.plan);
  out(
    `clinic ${body.data.clinicId}: plan ${name} (${body.data.plan}), ${body.data.planExpiresAt ? `until ${body.data.planExpiresAt}` : 'no end'}`,
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await providerPlan(
    process.argv.slice(2),
    process.env,
    (line) => console.log(line),
    (line) => console.error(line),
  );
}

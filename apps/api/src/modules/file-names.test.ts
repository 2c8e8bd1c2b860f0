import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One naming scheme for the module files (docs/conventions.md#api-module-files): `<feature>/<subject>.<role>.ts`,
// the subject in kebab-case and noun first, so a file's name says what it does and one subject's files sort
// together. This walks modules/ and names every file outside the scheme. Files other than .ts (data a module
// reads, such as icd10.tsv) are not named by it.

const modulesDir = path.dirname(fileURLToPath(import.meta.url));

const ROLES = ['routes', 'service', 'read', 'resource', 'job', 'fixture'];

/** Words that start a verb-first subject (`create-schedule`): the scheme puts the noun first (`schedule-create`). */
const VERBS = [
  'add',
  'book',
  'build',
  'cancel',
  'compute',
  'create',
  'delete',
  'edit',
  'fetch',
  'find',
  'get',
  'handle',
  'insert',
  'load',
  'make',
  'manage',
  'remove',
  'save',
  'set',
  'update',
  'write',
];

const SUBJECT = '[a-z0-9]+(?:-[a-z0-9]+)*';
const sourceName = new RegExp(`^(${SUBJECT})(?:\\.(${ROLES.join('|')}))?\\.ts$`);
const testName = new RegExp(`^(${SUBJECT})\\.test\\.ts$`);

/** Why `file` (relative to modules/, with `/`) is outside the scheme, or undefined when it follows it. */
function nameRefusal(file: string): string | undefined {
  const parts = file.split('/');
  const name = parts.at(-1)!;
  const match = testName.exec(name) ?? sourceName.exec(name);
  if (!match) {
    const role = /^[^.]+\.(.+)\.ts$/.exec(name)?.[1]?.replace(/\.test$/, '');
    return role && !ROLES.includes(role) && !role.includes('.')
      ? `role .${role}.ts is not one of ${ROLES.map((r) => `.${r}.ts`).join(', ')}`
      : 'not <subject>.<role>.ts with a kebab-case subject';
  }
  const isTest = testName.test(name);
  if (parts.length !== 2 && !(isTest && parts.length === 1)) return 'not in a feature folder of its own';
  const firstWord = match[1]!.split('-')[0]!;
  if (VERBS.includes(firstWord)) return `verb-first subject: the noun comes first (…-${firstWord})`;
  return undefined;
}

/** Every .ts file under modules/, relative to it, with `/`. */
function moduleFiles(): string[] {
  return readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts'))
    .sort();
}

describe('module file names', () => {
  it('refuses a name outside the scheme, and says why', () => {
    const refused = [
      'schedules/create-schedule.ts',
      'schedules/update-schedule.service.ts',
      'patients/delete-patient.read.ts',
      'billing/invoices.search.ts',
      'reminders/reminders.send.ts',
      'setup/simple.resources.ts',
      'auth/auth.errors.test.ts',
      'appointments/AppointmentCreate.ts',
      'appointments/appointment_create.service.ts',
      'appointments/appointment-create.service.js.ts',
      'schedule-create.service.ts',
      'schedules/writes/schedule-rows.service.ts',
    ];
    for (const file of refused) expect(nameRefusal(file), file).toBeDefined();
    expect(nameRefusal('billing/invoices.search.ts')).toMatch(/role \.search\.ts/);
    expect(nameRefusal('schedules/create-schedule.ts')).toMatch(/verb-first/);
  });

  it('takes each role, a plain helper and a test by subject or aspect', () => {
    const taken = [
      'schedules/schedule-create.service.ts',
      'schedules/schedules.routes.ts',
      'schedules/schedules.read.ts',
      'setup/doctors.resource.ts',
      'national-prescriptions/send.job.ts',
      'billing/billing.fixture.ts',
      'schedules/schedule-rules.ts',
      'schedules/schedules-invalidation.test.ts',
      'appointments/check-in-sheets.service.ts',
      'file-names.test.ts',
    ];
    expect(taken.filter((file) => nameRefusal(file) !== undefined)).toEqual([]);
  });

  it('finds every file of modules/ inside the scheme', () => {
    const files = moduleFiles();
    expect(files).toContain('schedules/schedule-create.service.ts');
    const outside = files.flatMap((file) => {
      const refusal = nameRefusal(file);
      return refusal ? [`${file}: ${refusal}`] : [];
    });
    expect(outside).toEqual([]);
  });
});

import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

// What a soffice run is allowed to reach. The .docx it converts was cleaned of links out (docx-sanitise.ts); these
// are the layers beneath, for whatever a cleaner misses: no network at all (a network namespace of its own, with
// not even a loopback up), and a profile that blocks linked content and macros should the namespace be unavailable.
// Neither stops soffice reading local files: the sanitiser does, and each job's folder holds nothing but its input.

const setting = (pathName: string, name: string, value: string) =>
  `<item oor:path="${pathName}"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>`;

/**
 * The settings every profile starts with: linked pictures and other content from documents outside the trusted
 * locations are not loaded (there are none: every document is untrusted), macros never run, Writer never updates
 * links on load.
 */
const PROFILE_SETTINGS = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
  setting('/org.openoffice.Office.Common/Security/Scripting', 'BlockUntrustedRefererLinks', 'true'),
  setting('/org.openoffice.Office.Common/Security/Scripting', 'DisableMacrosExecution', 'true'),
  setting('/org.openoffice.Office.Common/Security/Scripting', 'MacroSecurityLevel', '3'),
  setting('/org.openoffice.Office.Writer/Content/Update', 'Link', '0'),
  '</oor:items>',
  '',
].join('\n');

/** Writes the profile's starting settings into a new profile folder (soffice adds the rest on its first run). */
export async function seedProfile(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'user'), { recursive: true });
  await writeFile(path.join(dir, 'user', 'registrymodifications.xcu'), PROFILE_SETTINGS);
}

/** Turns a soffice command line into the one that runs it: as it is, or inside a network namespace. */
export type SofficeLauncher = (command: string, args: string[]) => [string, string[]];

/** Whether `unshare -n true` runs here: creating a network namespace needs root or user namespaces. */
const canUnshare = (unshare: string) =>
  new Promise<boolean>((resolve) => {
    const child = spawn(unshare, ['-n', 'true'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });

/**
 * How soffice is launched: inside a new network namespace by util-linux's `unshare -n` (its full path; null when
 * not installed) when that works here, else directly — the caller logs that, once, as a warning.
 */
export async function sofficeLauncher(
  unshare: string | null,
): Promise<{ launch: SofficeLauncher; isolated: boolean }> {
  if (unshare && (await canUnshare(unshare)))
    // unshare execs soffice in place: the same process, still the leader of the group the worker kills.
    return { launch: (command, args) => [unshare, ['-n', '--', command, ...args]], isolated: true };
  return { launch: (command, args) => [command, args], isolated: false };
}

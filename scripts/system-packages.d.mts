// Types of scripts/system-packages.mjs (plain JavaScript: it runs before `npm ci`).
export type DebianPackage = 'chromium' | 'postgresql';
export type InstallPlan = { kind: 'ready' } | { kind: 'install'; packages: DebianPackage[] } | { kind: 'tell'; line: string };
export declare const postgresBin: (root?: string) => string | null;
export declare const missingPackages: (options?: { env?: Record<string, string | undefined>; postgresRoot?: string }) => DebianPackage[];
export declare const installHint: (missing: readonly DebianPackage[]) => string;
export declare const installPlan: (missing: DebianPackage[], where: { isRoot: boolean; hasAptGet: boolean }) => InstallPlan;
export declare const ensureSystemPackages: () => void;

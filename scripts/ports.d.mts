// Types of ports.mjs for the TypeScript scripts (start.ts, devnet/cli.ts).
export declare function isPortFree(port: number): Promise<boolean>;
export declare class PortError extends Error {}
export declare function portFromEnv(
  variable: string,
  fallback: number,
  env?: Record<string, string | undefined>,
): number;
export declare function busyPortMessage(port: number, variable: string, command: string): string;
export declare function assertPortsFree(
  ports: readonly { port: number; variable: string }[],
  command: string,
): Promise<void>;

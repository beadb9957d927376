import type { FastifyInstance } from "fastify";

export const EDITABLE: string[];
export const API: string;
export const SHIM: string;
export function pathSegments(raw: unknown): string[];
export function placeOf(segments: string[]): "inside" | "ancestor" | "git" | "outside";
export interface FileApi {
  stat(path: string): Promise<{ kind: "file" | "directory" | null }>;
  list(path: string): Promise<{ name: string; kind: "file" | "directory" }[]>;
  read(path: string): Promise<{ body: Buffer; lastModified: number }>;
  write(path: string, body: Buffer): Promise<void>;
  mkdir(path: string): Promise<void>;
  remove(path: string, recursive: boolean): Promise<void>;
  move(from: string, to: string): Promise<void>;
}
export function fileApi(root: string): FileApi;
export function buildEditServer(options: {
  root: string;
  adminDir: string;
  port: number;
  token?: string;
}): Promise<{ app: FastifyInstance; token: string }>;
export function startEditServer(options: {
  root: string;
  adminDir: string;
  port?: number;
}): Promise<{ url: string; token: string; close: () => Promise<void> }>;

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { USER_SERVICE_PROTO } from '../../gateway/grpc';
import { repoRoot } from '../../platform/paths';

/**
 * The published .proto carries the options each language's generator needs: without `go_package`,
 * protoc-gen-go refuses the file, and Java/C# code would land in a package named after the proto one.
 */
const text = readFileSync(USER_SERVICE_PROTO, 'utf8');

/** The file-level `option name = value;` lines, values unquoted. */
function fileOptions(source: string): Record<string, string> {
  const options: Record<string, string> = {};
  for (const match of source.matchAll(/^option\s+(\w+)\s*=\s*("(?:[^"\\]|\\.)*"|\w+)\s*;/gm)) {
    const value = match[2]!;
    options[match[1]!] = value.startsWith('"') ? (JSON.parse(value) as string) : value;
  }
  return options;
}

describe('proto/api/v1', () => {
  it('declares the usual language options', () => {
    const options = fileOptions(text);
    expect(options.go_package).toMatch(/^[\w.\-/]+\/api\/v1;apiv1$/);
    expect(options.java_package).toBe('com.commerce.api.v1');
    expect(options.java_multiple_files).toBe('true');
    expect(options.java_outer_classname).toBe('UserServiceProto');
    expect(options.csharp_namespace).toBe('Commerce.Api.V1');
    expect(options.php_namespace).toBe('Commerce\\Api\\V1');
    expect(options.ruby_package).toBe('Commerce::Api::V1');
    expect(options.objc_class_prefix).toMatch(/^[A-Z]{3,}$/);
  });

  it('compiles with protoc, options included, where protoc is installed (Debian protobuf-compiler)', () => {
    const file = relative(`${repoRoot}/proto`, USER_SERVICE_PROTO);
    const out = join(mkdtempSync(join(tmpdir(), 'proto-')), 'user_service.pb');
    const compiled = spawnSync('protoc', [`-I${repoRoot}/proto`, `--descriptor_set_out=${out}`, file]);
    if (compiled.error) return;
    expect(compiled.stderr.toString()).toBe('');
    expect(compiled.status).toBe(0);
    const descriptor = readFileSync(out).toString('latin1');
    rmSync(dirname(out), { recursive: true });
    for (const value of Object.values(fileOptions(text)).filter((option) => option !== 'true'))
      expect(descriptor).toContain(value);
  });
});

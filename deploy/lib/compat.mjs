// Whether a remote built against some shared-singleton ranges can run beside the live shell.

/** Parses 1.2.3 (ignoring pre-release and build suffixes). */
export function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(String(version).trim());
  if (!match) return null;
  return match.slice(1, 4).map(Number);
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Supports the ranges the builds emit: ^x.y.z, ~x.y.z, x.y.z, >=x.y.z and '*'. */
export function satisfies(version, range) {
  const v = parseVersion(version);
  if (!v) return false;
  const r = String(range).trim();
  if (r === '*' || r === '') return true;
  const op = /^(\^|~|>=)?(.*)$/.exec(r);
  const base = parseVersion(op[2]);
  if (!base) return false;
  if (op[1] === '>=') return compare(v, base) >= 0;
  if (compare(v, base) < 0) return false;
  if (op[1] === '^') {
    if (base[0] > 0) return v[0] === base[0];
    if (base[1] > 0) return v[0] === 0 && v[1] === base[1];
    return v[0] === 0 && v[1] === 0 && v[2] === base[2];
  }
  if (op[1] === '~') return v[0] === base[0] && v[1] === base[1];
  return compare(v, base) === 0;
}

/**
 * Problems that forbid publishing `remote` beside `shell` (both are build-info.json contents):
 * a different platform contract, a singleton range the shell's copy does not satisfy, or a value
 * the remote imports from a singleton that the shell's copy does not export (the antd singleton
 * carries only what the platform imports, ADR 167; a shell without the list carries everything).
 */
export function compatibilityProblems(remote, shell) {
  const problems = [];
  if (remote.contractVersion !== shell.contractVersion) {
    problems.push(
      `platform contract ${remote.contractVersion} does not match the live shell's ${shell.contractVersion}`,
    );
  }
  // A remote built to run on the shell's federation runtime (ADR 169) needs a shell that hands
  // it over, of the same minor version (the runtime's API between builds).
  if (remote.federationRuntime?.uses) {
    const provided = shell.federationRuntime?.provides;
    if (!provided) {
      problems.push(
        `it runs on the shell's federation runtime, which the live shell does not provide`,
      );
    } else if (!satisfies(provided, `~${remote.federationRuntime.uses}`)) {
      problems.push(
        `it runs on federation runtime ${remote.federationRuntime.uses}, the live shell provides ${provided}`,
      );
    }
  }
  for (const [name, range] of Object.entries(remote.shared ?? {})) {
    const provided = shell.sharedVersions?.[name];
    if (!provided) {
      problems.push(`shared singleton ${name} is not provided by the live shell`);
    } else if (!satisfies(provided, range)) {
      problems.push(
        `shared singleton ${name}@${provided} of the live shell does not satisfy ${range}`,
      );
    }
  }
  for (const [name, needed] of Object.entries(remote.sharedImports ?? {})) {
    const exported = shell.sharedExports?.[name];
    if (!exported) continue;
    const missing = needed.filter((value) => !exported.includes(value));
    if (missing.length > 0) {
      problems.push(
        `shared singleton ${name} of the live shell does not export ${missing.join(', ')}: publish a shell built from the same source first`,
      );
    }
  }
  return problems;
}

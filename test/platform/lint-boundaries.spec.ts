import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * The boundaries of CONVENTIONS ("the linter holds them") are no-restricted-imports rules in
 * eslint.config.mjs: this lints deliberate violations, and their allowed neighbours, with the
 * project's own config through ESLint's Node API. It runs in a child Node process because the
 * config is an ES module, which jest's CommonJS runtime cannot load.
 */
const ROOT = join(__dirname, '..', '..');
// Each case loads the config and typescript-eslint in a fresh Node process: a few seconds.
jest.setTimeout(60_000);

interface Case {
  filePath: string;
  code: string;
}

/** The lines of `code` that `ruleId` (no-restricted-imports unless told) reports, for each case. */
function restrictedLines(cases: Case[], ruleId = 'no-restricted-imports'): number[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const ruleId = process.argv[2];
    const eslint = new ESLint({ cwd: process.cwd() });
    const lines = [];
    for (const { filePath, code } of cases) {
      const [result] = await eslint.lintText(code, { filePath });
      lines.push(result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.line));
    }
    process.stdout.write(JSON.stringify(lines));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases), ruleId], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(out) as number[][];
}

const lines = (...imports: string[]): string => imports.join('\n') + '\n';

describe('import boundaries (eslint.config.mjs)', () => {
  it('refuses a framework, a node: built-in or a file outside src/domain in the domain kernel, and lets it import itself', () => {
    const found = restrictedLines([
      {
        filePath: 'src/domain/pricing/lint-probe.ts',
        code: lines(
          "import { Injectable } from '@nestjs/common';",
          "import type { Stats } from 'node:fs';",
          "import { ProvidersService } from '../../providers/providers.service';",
          "import { BUSINESS_SECTORS } from '../vocabulary';",
          "import { formatGBP } from './money';",
        ),
      },
      {
        filePath: 'src/domain/lint-probe.ts',
        code: lines("import { Entity } from 'typeorm';", "import { x } from '../common/x';", "import { rankProviders } from './pricing';"),
      },
    ]);
    expect(found).toEqual([
      [1, 2, 3],
      [1, 2],
    ]);
  });

  it('refuses a back-office or wizard file reaching into src/ or the other app by a relative path, and lets @domain/* and its own files through', () => {
    const found = restrictedLines([
      {
        filePath: 'admin/src/pages/lint-probe.ts',
        code: lines(
          "import { x } from '../../../src/x';",
          "import { y } from '../../../wizard/src/wizard/y';",
          "import { formatGBP } from '@domain/pricing';",
          "import { z } from '../format';",
        ),
      },
      {
        filePath: 'admin/src/resources/tasks/lint-probe.spec.ts',
        code: lines("import { TASK_DATE_FILTERS } from '../../../../src/common/dates/date-presets';"),
      },
      {
        filePath: 'wizard/src/wizard/lint-probe.ts',
        code: lines(
          "import { x } from '../../../admin/src/x';",
          "import { y } from '../../../src/mail/y';",
          "import { BUSINESS_SECTORS } from '@domain/vocabulary';",
          "import { z } from './state';",
        ),
      },
    ]);
    expect(found).toEqual([[1, 2], [1], [1, 2]]);
  });

  it('refuses a feature module in src/common except the listed existing imports, and lets config and domain through', () => {
    const found = restrictedLines([
      {
        filePath: 'src/common/guards/lint-probe.ts',
        code: lines(
          "import { LeadsService } from '../../leads/leads.service';",
          "import type { Role } from '../../users/entities/crm-user.entity';",
          "import type { AppConfig } from '../../config/env';",
          "import { parseNumericInput } from '../../domain/pricing';",
          "import { x } from '../list-query/list-query';",
        ),
      },
      {
        filePath: 'src/common/decorators/auth.decorator.ts',
        code: lines("import type { Role } from '../../users/entities/crm-user.entity';", "import { UsersService } from '../../users/users.service';"),
      },
    ]);
    expect(found).toEqual([[1, 2], [2]]);
  });

  it('refuses a feature module in src/database beyond its entity classes, except the listed migration imports, and lets config and domain through', () => {
    const found = restrictedLines([
      {
        filePath: 'src/database/lint-probe.ts',
        code: lines(
          "import { UsersService } from '../users/users.service';",
          "import { UsersModule } from '../users/users.module';",
          "import { CrmUser } from '../users/entities/crm-user.entity';",
          "import type { AppConfig } from '../config/env';",
          "import { providerQualityScore } from '../domain/catalogue-rules/quality';",
          "import { Transactions } from './transactions';",
        ),
      },
      {
        filePath: 'src/database/seeds/lint-probe.ts',
        code: lines("import { hashSessionId } from '../../profiles/visitor-session';", "import { Provider } from '../../providers/entities/provider.entity';"),
      },
      {
        filePath: 'src/database/migrations/1764000000000-profile-session-secret.ts',
        code: lines(
          "import { hashSessionId } from '../../profiles/visitor-session';",
          "import { newApplicationReference } from '../../leads/application-reference';",
          "import { LeadsService } from '../../leads/leads.service';",
        ),
      },
    ]);
    expect(found).toEqual([[1, 2], [1], [3]]);
  });

  it('refuses a controller importing a repository, an entity manager, the DataSource or their injection decorators, and lets services and other typeorm names through', () => {
    const found = restrictedLines(
      [
        {
          filePath: 'src/leads/lint-probe.controller.ts',
          code: lines(
            "import { InjectRepository } from '@nestjs/typeorm';",
            "import { DataSource, In, Repository } from 'typeorm';",
            "import { InjectDataSource } from '@nestjs/typeorm';",
            "import type { EntityManager } from 'typeorm';",
            "import { LeadsService } from './leads.service';",
            "import { ApiTags } from '@nestjs/swagger';",
          ),
        },
        {
          filePath: 'src/leads/lint-probe.service.ts',
          code: lines("import { InjectRepository } from '@nestjs/typeorm';", "import { DataSource, Repository } from 'typeorm';"),
        },
      ],
      'no-restricted-syntax',
    );
    expect(found).toEqual([[1, 2, 2, 3, 4], []]);
  });
});

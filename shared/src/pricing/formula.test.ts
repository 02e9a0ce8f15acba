import fc from 'fast-check';
import { displayFormula, evaluateFormula, FORMULA_PRESETS, presetFormula } from './formula';

const SIZE = { height: 2100, width: 600, mesh_height: 2125, mesh_width: 625 };

function value(formula: string, vars: Record<string, number> = SIZE): string {
  const result = evaluateFormula(formula, vars);
  if (!result.ok) throw new Error(result.error);
  return result.value.toString();
}

function error(formula: string): string {
  const result = evaluateFormula(formula, SIZE);
  if (result.ok) throw new Error(`expected an error, got ${result.value.toString()}`);
  return result.error;
}

describe('quantity formulas', () => {
  it('evaluates the presets at the default test size', () => {
    expect(FORMULA_PRESETS).toEqual({ Area: 'height*width', Perimeter: 'height*2+width*2' });
    expect(value(FORMULA_PRESETS.Area)).toBe('1260000');
    expect(value(FORMULA_PRESETS.Perimeter)).toBe('5400');
  });

  it('reads placeholders in braces, with spaces, and the mesh sizes', () => {
    expect(value('{height}*2+{width}*2')).toBe('5400');
    expect(value('{ mesh_height } * { mesh_width }')).toBe('1328125');
  });

  it('computes exactly, without binary floats', () => {
    expect(value('0.1+0.2')).toBe('0.3');
    expect(value('{width}/7*7')).toBe('600');
    expect(value('-(height-2200)')).toBe('100');
  });

  it('knows the documented functions', () => {
    expect(value('ceil(height/1000)')).toBe('3');
    expect(value('floor(height/1000)')).toBe('2');
    expect(value('round(2.5)')).toBe('3');
    expect(value('max(height, width, 3000)')).toBe('3000');
    expect(value('min(height, width)')).toBe('600');
    expect(value('abs(width-height)')).toBe('1500');
  });

  it('says why a formula is invalid', () => {
    expect(error('{depth}*2')).toMatch(/^Unknown placeholder \{depth\}/);
    expect(error('2*(3')).toBe('Syntax error at column 5: Unclosed (');
    expect(error('height*')).toMatch(/^Syntax error at column 8/);
    expect(error('{height*2')).toMatch(/^Syntax error at column 1/);
    expect(error('width/(height-2100)')).toBe('Division by zero');
    expect(error('   ')).toBe('Formula is empty');
    expect(error('alert(1)')).toBe('Unknown function alert');
    expect(error('ceil(1, 2)')).toMatch(/^Wrong number of arguments/);
    expect(error('height % 7')).toBe('Operator % is not allowed');
    expect(error('height > 7')).toBe('Operator > is not allowed');
    expect(error('window.location')).toBe('Member is not allowed');
    expect(error('"2"*3')).toBe('Only numbers are allowed, not "2"');
    expect(error('constructor')).toMatch(/^Unknown placeholder \{constructor\}/);
  });

  it('never throws, whatever the text', () => {
    const alphabet = fc.constantFrom(
      ...'0123456789.+-*/%()[]{}, heightwidthmesh_ceilmax"\'`;!<>=?:&|'.split(''),
    );
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 40 })), (text) => {
        const result = evaluateFormula(text, SIZE);
        return result.ok ? result.value.isFinite() : result.error.length > 0;
      }),
      { seed: 20261125, numRuns: 300 },
    );
  });
});

describe('formula display and presets', () => {
  it('shows formulas longer than 32 characters as 29 characters and "..."', () => {
    const long = '{height}*2+{width}*2+{height}*3+1';
    expect(long).toHaveLength(33);
    expect(displayFormula(long)).toBe(`${long.slice(0, 29)}...`);
    expect(displayFormula(long.slice(0, 32))).toBe(long.slice(0, 32));
  });

  it('copies the product default formula N, else warns with W014 and a hint', () => {
    const option = {
      default_formula_1: 'height*2',
      default_formula_2: null,
      default_formula_3: '',
    };
    expect(presetFormula(1, option)).toEqual({ ok: true, formula: 'height*2' });
    const missing = presetFormula(2, option);
    expect(missing).toMatchObject({ ok: false, warning: 'Formula preset 2 does not exist - W014' });
    expect(missing.ok ? '' : missing.hint).toMatch(/unique formula/);
    expect(presetFormula(3, option)).toMatchObject({
      warning: 'Formula preset 3 does not exist - W014',
    });
    expect(presetFormula(1, null)).toMatchObject({
      warning: 'Formula preset 1 does not exist - W014',
    });
  });
});

describe('formula problems found without a size', () => {
  it('names what no size can fix, and accepts what only some sizes break', async () => {
    const { formulaProblem } = await import('./formula');
    expect(formulaProblem('{depth}*2')).toMatch(/^Unknown placeholder \{depth\}/);
    expect(formulaProblem('height % 2')).toBe('Operator % is not allowed');
    expect(formulaProblem('max(height, {foo})')).toMatch(/^Unknown placeholder \{foo\}/);
    expect(formulaProblem('alert(height)')).toBe('Unknown function alert');
    expect(formulaProblem('2*(3')).toBe('Syntax error at column 5: Unclosed (');
    expect(formulaProblem('width/(height-height)')).toBeNull();
    expect(formulaProblem('ceil({mesh_height}*{mesh_width}/1000000)')).toBeNull();
  });
});

describe('one limit for saving and pricing a formula (issue 37)', () => {
  it('prices a long flat sum the save check accepts: 66 × width, 395 characters', async () => {
    const { formulaProblem } = await import('./formula');
    const { validateCostLine } = await import('./validate');
    const sum = Array.from({ length: 66 }, () => 'width').join('+');
    expect(sum).toHaveLength(395);
    expect(formulaProblem(sum)).toBeNull();
    expect(validateCostLine({ formula: sum }).formula).toBeUndefined();
    // 66 × 600 at the default test size.
    expect(value(sum)).toBe('39600');
    expect(value(Array.from({ length: 70 }, (_, i) => (i % 2 ? '-1' : '+3')).join(''))).toBe('70');
  });

  it('refuses deep nesting on save with the message evaluation gives', async () => {
    const { formulaProblem } = await import('./formula');
    const nested = `${'1*('.repeat(70)}width${')'.repeat(70)}`;
    expect(error(nested)).toBe('Formula is nested too deeply');
    expect(formulaProblem(nested)).toBe('Formula is nested too deeply');
    const fits = `${'1*('.repeat(60)}width${')'.repeat(60)}`;
    expect(formulaProblem(fits)).toBeNull();
    expect(value(fits)).toBe('600');
  });
});

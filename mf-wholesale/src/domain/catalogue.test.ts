import { petwaySize } from '@platform/shared/wholesale';
import { CATALOGUE, OPTIONS } from '../testing/fixtures';
import { Catalogue } from './catalogue';
import { emptyAccessoryLine, emptyItem } from './items';

const [PETWAY, BUG_STRIP] = OPTIONS.accessories;

describe('PetWay sizes', () => {
  it('are read from the accessory codes of the seed: PW-S, PW-M and PW-L', () => {
    expect(['PW-S', 'PW-M', 'PW-L'].map(petwaySize)).toEqual(['S', 'M', 'L']);
  });

  it('follow the catalogue: a new code brings its own size, a code without one has none', () => {
    expect(petwaySize('PW-XL')).toBe('XL');
    expect(petwaySize('pw-m ')).toBe('M');
    expect(petwaySize('PETWAY')).toBeNull();
    expect(petwaySize('BR-1')).toBeNull();
  });

  it("an item's PetWay size is that of its PetWay accessory", () => {
    const item = emptyItem(1);
    item.accessories.push(emptyAccessoryLine(BUG_STRIP));
    expect(CATALOGUE.petwaySize(item)).toBeNull();
    item.accessories.push(emptyAccessoryLine(PETWAY));
    expect(CATALOGUE.petwaySize(item)).toBe('S');
    const large = new Catalogue({
      ...OPTIONS,
      accessories: [{ ...PETWAY, code: 'PW-L', name: 'PetWay Large' }, BUG_STRIP],
    });
    expect(large.petwaySize(item)).toBe('L');
  });
});

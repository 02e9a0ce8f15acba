import { LazyModule } from './lazyModule';

describe('LazyModule', () => {
  it('loads once, tells its listeners, and is tried again after a failed load', async () => {
    const importer = jest
      .fn<Promise<{ default: string }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: 'antd-modal' });
    const lazy = new LazyModule(importer);
    const heard = jest.fn();
    lazy.listen(heard);

    // Offline: ahead-of-time and fire-and-forget uses neither throw nor run.
    const used = jest.fn();
    await expect(lazy.preload()).resolves.toBeUndefined();
    lazy.use(used);
    await expect(lazy.load()).resolves.toBe('antd-modal');
    expect(lazy.module).toBe('antd-modal');
    expect(heard).toHaveBeenCalledTimes(1);
    // The use made while the second load was on its way runs with it.
    await Promise.resolve();
    expect(used).toHaveBeenCalledWith('antd-modal');

    await lazy.load();
    await lazy.preload();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

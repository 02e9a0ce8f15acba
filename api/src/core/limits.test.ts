import { describeCoreApp } from '../testing/create-test-app';

describeCoreApp('attempt limits in the database', (get) => {
  it('refuses the attempt after the maximum and opens again after the window', async () => {
    const { ctx, clock } = get();
    const rule = { max: 2, windowMs: 60_000 };
    await ctx.limits.consume('window', rule);
    clock.advance(30_000);
    await ctx.limits.consume('window', rule);
    await expect(ctx.limits.consume('window', rule)).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts. Please try again in 1 minute.',
      options: { headers: { 'retry-after': '30' } },
    });
    await expect(ctx.limits.consume('another key', rule)).resolves.toBeUndefined();
    clock.advance(30_000); // the window opened 60 s ago: a new one starts
    await expect(ctx.limits.consume('window', rule)).resolves.toBeUndefined();
    await ctx.limits.consume('window', rule);
    await expect(ctx.limits.consume('window', rule)).rejects.toMatchObject({ status: 429 });
    await ctx.limits.reset('window');
    await expect(ctx.limits.consume('window', rule)).resolves.toBeUndefined();
  });

  it('lets exactly the maximum through when 60 attempts arrive at once', async () => {
    const { ctx } = get();
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, () => ctx.limits.consume('burst', { max: 5, windowMs: 60_000 })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
  });
});

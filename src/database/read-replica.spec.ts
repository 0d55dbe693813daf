import { BadRequestException, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ReadReplica, ReplicatedDataSource } from './read-replica';

/** A data source as the app builds it with DATABASE_REPLICA_URLS (only the parts ReadReplica reads). */
function replicated(): ReplicatedDataSource {
  return Object.assign(Object.create(ReplicatedDataSource.prototype) as ReplicatedDataSource, { driver: { isReplicated: true } });
}

describe('ReadReplica', () => {
  it("sends the work's reads to a replica and every other read to the primary", async () => {
    const dataSource = replicated();
    const modes = await new ReadReplica(dataSource).run(async () => {
      const inside = dataSource.defaultReplicationModeForReads();
      await Promise.resolve();
      return [inside, dataSource.defaultReplicationModeForReads()];
    });
    expect(modes).toEqual(['slave', 'slave']);
    expect(dataSource.defaultReplicationModeForReads()).toBe('master');
  });

  it('runs the work again on the primary when the replica fails, with a warning', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const dataSource = replicated();
    const modes: string[] = [];
    const answer = await new ReadReplica(dataSource).run(async () => {
      modes.push(dataSource.defaultReplicationModeForReads());
      if (modes.length === 1) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return 'read';
    });
    expect({ answer, modes }).toEqual({ answer: 'read', modes: ['slave', 'master'] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('read on the primary instead: Error: connect ECONNREFUSED'));
    warn.mockRestore();
  });

  it("does not repeat the work for the user's own mistake (an HTTP error)", async () => {
    const work = jest.fn(() => Promise.reject(new BadRequestException('sort must name a column')));
    await expect(new ReadReplica(replicated()).run(work)).rejects.toThrow('sort must name a column');
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('without replicas runs the work once, as it is', async () => {
    const dataSource = Object.assign(Object.create(DataSource.prototype) as DataSource, { driver: { isReplicated: false } });
    const work = jest.fn(() => Promise.reject(new Error('broken query')));
    await expect(new ReadReplica(dataSource).run(work)).rejects.toThrow('broken query');
    expect(work).toHaveBeenCalledTimes(1);
  });
});

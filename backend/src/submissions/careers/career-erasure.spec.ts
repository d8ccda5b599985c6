import { Logger } from '@nestjs/common';
import type { ResumeStore } from '../../storage/resume-store';
import type { CareerApplicationsRepository } from './career-applications.repository';
import { CareerErasureService } from './career-erasure.service';

describe('CareerErasureService', () => {
  const repository = (keys: string[]) =>
    ({
      deleteByIds: jest.fn().mockResolvedValue(keys),
      deleteOlderThan: jest.fn().mockResolvedValue(keys),
    }) as unknown as CareerApplicationsRepository & { deleteByIds: jest.Mock };

  it('removes the files only after the rows are deleted', async () => {
    const order: string[] = [];
    const applications = repository(['a.pdf', 'b.docx']);
    applications.deleteByIds.mockImplementation(async () => {
      order.push('rows');
      return ['a.pdf', 'b.docx'];
    });
    const store = { remove: jest.fn(async (key: string) => void order.push(key)) };
    const erased = await new CareerErasureService(applications, store as unknown as ResumeStore).eraseByIds([
      '1',
      '2',
    ]);
    expect(erased).toBe(2);
    expect(order).toEqual(['rows', 'a.pdf', 'b.docx']);
  });

  it('logs a file it cannot remove, goes on with the others, and still reports the rows erased', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const store = {
      remove: jest.fn(async (key: string) => {
        if (key === 'a.pdf') throw new Error('EACCES');
      }),
    };
    const service = new CareerErasureService(repository(['a.pdf', 'b.pdf']), store as unknown as ResumeStore);
    await expect(service.eraseOlderThan(new Date(), 500)).resolves.toBe(2);
    expect(store.remove).toHaveBeenCalledWith('b.pdf');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('a.pdf'), expect.stringContaining('EACCES'));
    logged.mockRestore();
  });

  it('asks the database nothing for no ids', async () => {
    const applications = repository([]);
    await expect(new CareerErasureService(applications, {} as ResumeStore).eraseByIds([])).resolves.toBe(0);
    expect(applications.deleteByIds).not.toHaveBeenCalled();
  });
});

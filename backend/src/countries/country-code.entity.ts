import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('country_code')
export class CountryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'char', length: 2 })
  iso: string;

  @Column()
  name: string;

  @Column()
  code: string;

  @Column()
  pattern: string;

  @Column({ name: 'sort_order' })
  sortOrder: number;
}

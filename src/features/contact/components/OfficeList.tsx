import { CountedGrid } from '@/components/CountedGrid';
import { offices } from '@/config/site';
import { OfficeCard } from './OfficeCard';

/** The five offices of the site configuration (D22), in its order. */
export function OfficeList() {
  return (
    <CountedGrid as="ul" $count={offices.length}>
      {offices.map((office) => (
        <li key={office.id}>
          <OfficeCard office={office} />
        </li>
      ))}
    </CountedGrid>
  );
}

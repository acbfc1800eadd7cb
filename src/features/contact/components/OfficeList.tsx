import { Grid } from '@/components/layout';
import { offices } from '@/config/site';
import { OfficeCard } from './OfficeCard';

/** The five offices of the site configuration (D22), in its order. */
export function OfficeList() {
  return (
    <Grid as="ul" $min="280px">
      {offices.map((office) => (
        <li key={office.id}>
          <OfficeCard office={office} />
        </li>
      ))}
    </Grid>
  );
}

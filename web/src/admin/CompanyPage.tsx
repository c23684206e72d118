import { useParams } from 'react-router-dom';
import { Placeholder } from '../components/Placeholder.tsx';
import { AdminNotFound } from './AdminNotFound.tsx';

/** The spec's business-customer path has no slash: /admin/{slug}/bedrift{companyId}. */
const COMPANY_SEGMENT = /^bedrift(\d+)$/;

/** /admin/{slug}/bedrift{companyId}: a business customer; any other single segment is not found. */
export function CompanyPage() {
  const { companyRef = '' } = useParams();
  const match = COMPANY_SEGMENT.exec(companyRef);
  if (!match) return <AdminNotFound />;
  return <Placeholder title="Bedrift" eyebrow={`ID ${match[1]}`} />;
}

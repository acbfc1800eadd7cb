// The card floor's page script (floor-card.html): the page drawn in the browser by React.
import { createRoot } from 'react-dom/client';
import { CardFloor } from './CardFloor';

const root = document.getElementById('root');
if (root) createRoot(root).render(<CardFloor />);

/**
 * The design card's floor (bench:inp, E11): the floor page's menu, accordion and name field
 * built the way the site builds them, with the card's packages and nothing else. The state the
 * spec names (the menu, the open question) lives in a Redux slice read by typed selectors, the
 * styles come from styled-components with one theme, the field is Formik's with a yup check,
 * the menu's links are React Router's. As in the site, styles read the theme's tokens at import. What a tap costs here and not on the plain floor is what
 * the card's stack costs; what a tap of the site costs beyond this is the site's own.
 */
import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { Field, Form, Formik } from 'formik';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { Link, MemoryRouter } from 'react-router-dom';
import styled from 'styled-components';
import { object, string } from 'yup';

const theme = { colours: { text: '#1b2430', accent: '#0b5cab' }, space: 16 };

const floorSlice = createSlice({
  name: 'floor',
  initialState: { menuOpen: false, openQuestion: null as string | null },
  reducers: {
    menuToggled: (state) => {
      state.menuOpen = !state.menuOpen;
    },
    questionToggled: (state, { payload }: PayloadAction<string>) => {
      state.openQuestion = state.openQuestion === payload ? null : payload;
    },
  },
});
const { menuToggled, questionToggled } = floorSlice.actions;

export function makeFloorStore() {
  return configureStore({ reducer: { floor: floorSlice.reducer } });
}
type FloorState = ReturnType<ReturnType<typeof makeFloorStore>['getState']>;
const selectMenuOpen = (state: FloorState) => state.floor.menuOpen;
const selectOpenQuestion = (state: FloorState) => state.floor.openQuestion;

const Bar = styled.header`
  padding: ${theme.space}px;
  color: ${theme.colours.text};
`;
const Button = styled.button`
  min-height: 44px;
  font: inherit;
  color: ${theme.colours.accent};
`;
const Page = styled.main`
  padding: ${theme.space}px;
`;
const Label = styled.label`
  display: block;
`;

function Menu() {
  const open = useSelector(selectMenuOpen);
  const dispatch = useDispatch();
  return (
    <Bar>
      <Button
        type="button"
        aria-expanded={open}
        aria-controls="menu"
        onClick={() => dispatch(menuToggled())}
      >
        {open ? 'Close menu' : 'Open menu'}
      </Button>
      <nav id="menu" aria-label="Main" hidden={!open}>
        <ul>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/aboutus">About us</Link>
          </li>
          <li>
            <Link to="/faq">FAQ</Link>
          </li>
        </ul>
      </nav>
    </Bar>
  );
}

const QUESTION = 'installation';

function Question() {
  const open = useSelector(selectOpenQuestion) === QUESTION;
  const dispatch = useDispatch();
  return (
    <>
      <h2>
        <Button
          type="button"
          aria-expanded={open}
          aria-controls="answer"
          onClick={() => dispatch(questionToggled(QUESTION))}
        >
          How long does an installation take?
        </Button>
      </h2>
      <p id="answer" hidden={!open}>
        A typical site is surveyed, installed and running within six weeks.
      </p>
    </>
  );
}

const nameSchema = object({ name: string().trim().required('Please enter your name') });

function NameForm() {
  return (
    <Formik initialValues={{ name: '' }} validationSchema={nameSchema} onSubmit={() => undefined}>
      <Form>
        <Label htmlFor="name">Name</Label>
        <Field id="name" name="name" type="text" autoComplete="name" />
      </Form>
    </Formik>
  );
}

export function CardFloor({
  store = makeFloorStore(),
}: {
  store?: ReturnType<typeof makeFloorStore>;
}) {
  return (
    <Provider store={store}>
      <MemoryRouter>
        <Menu />
        <Page>
          <h1>Interaction floor of the design card</h1>
          <Question />
          <NameForm />
        </Page>
      </MemoryRouter>
    </Provider>
  );
}

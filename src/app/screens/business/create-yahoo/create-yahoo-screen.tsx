import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { ScreenHeading } from '../../../../components/screen-heading';
import { useCreateYahooPlaceMutation } from '../../../../features/business-bulk/business-bulk.api';
import { createYahooJa } from '../../../../features/business-bulk/business-bulk.ja';
import { toYahooPlaceRequest, type CreateYahooValues } from '../../../../features/business-bulk/forms/create-yahoo.schema';
import { showServerErrors } from '../../../../features/business-bulk/forms/server-errors';
import { can } from '../../../../shared/access/access-rules';
import { dialogOpened } from '../../../../state/dialogs.slice';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { useDocumentTitle } from '../../../brand';
import { paths } from '../../../paths';
import { NotFoundScreen } from '../../public/not-found-screen';
import { CreateYahooForm } from './create-yahoo-form';

const t = createYahooJa;

const CreateYahoo = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [create] = useCreateYahooPlaceMutation();
  const submit = async (values: CreateYahooValues, helpers: FormikHelpers<CreateYahooValues>) => {
    try {
      // The success dialog shows the server's message (created at Yahoo!プレイス, or recorded in the console only).
      await create({ yahooPlaceRequest: toYahooPlaceRequest(values) }).unwrap();
      navigate(paths.business);
    } catch (error) {
      const lines = showServerErrors(helpers, error, values, '');
      if (lines) dispatch(dialogOpened({ id: 'error', props: { lines } }));
    }
  };
  return <CreateYahooForm onSubmit={submit} />;
};

// Yahoo!プレイスに店舗を登録 (/business/create/yahoo): a Yahoo listing made from a Google-linked store's listing.
// Registering a listing is a link change (settingsBusiness) made from the business info area (business).
export const CreateYahooScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'business') || !can(user, 'settingsBusiness')) return <NotFoundScreen />;
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <CreateYahoo />
    </>
  );
};

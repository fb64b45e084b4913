/**
 * The root of the auth area: its routes, relative to wherever it is mounted (/auth/* in
 * the shell); export-app.tsx makes it the area's App.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { BrandContext, type TAuthBrand } from '../components/brand-context';
import { ForgotPage } from './forgot-page';
import { LoginPage } from './login-page';
import { LogoutPage } from './logout-page';
import { NotFoundPage } from './not-found-page';
import { SetPasswordPage } from './set-password-page';

export default function AuthRoutes({ brand = null }: { brand?: TAuthBrand | null }) {
  return (
    <BrandContext.Provider value={brand}>
      <Routes>
        <Route index element={<Navigate to="login" replace />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="logout" element={<LogoutPage />} />
        <Route path="register/:token" element={<SetPasswordPage mode="register" />} />
        <Route path="register" element={<SetPasswordPage mode="register" />} />
        <Route path="reset/:token" element={<SetPasswordPage mode="reset" />} />
        <Route path="reset" element={<SetPasswordPage mode="reset" />} />
        <Route path="forgot" element={<ForgotPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrandContext.Provider>
  );
}

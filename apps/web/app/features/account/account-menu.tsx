import UserIcon from "lucide-react/icons/user";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Dropdown } from "../../ui/dropdown";
import { notifySuccess } from "../notify/notify";
import { type AccountLink, accountLinksFor, clearSession, useStoredUser } from "./stored-user";

const paths: Record<Exclude<AccountLink, "logout">, string> = {
  login: "/pages/login",
  register: "/pages/register",
  profile: "/pages/profile",
  trackOrder: "/shop/trackorder",
};

/** SPEC 2 My Account dropdown. */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStoredUser();

  // SPEC 4: logout clears the session, goes to the login page and confirms with a success toast.
  const logout = (close: () => void) => {
    close();
    clearSession();
    navigate("/pages/login");
    notifySuccess(t("account.loggedOut"));
  };

  return (
    <Dropdown
      className="account-menu"
      label={t("account.myAccount")}
      icon={<UserIcon aria-hidden="true" size={22} />}
      showLabel
    >
      {(close) => (
        <ul className="dropdown__list">
          {user?.name && <li className="dropdown__note">{t("account.hello", { name: user.name })}</li>}
          {accountLinksFor(user).map((link) =>
            link === "logout" ? (
              <li key={link}>
                <button type="button" className="dropdown__item" onClick={() => logout(close)}>
                  {t("account.logout")}
                </button>
              </li>
            ) : (
              <li key={link}>
                <Link className="dropdown__item" to={paths[link]}>
                  {t(`account.${link}`)}
                </Link>
              </li>
            ),
          )}
        </ul>
      )}
    </Dropdown>
  );
}

import UserIcon from "lucide-react/icons/user";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Dropdown } from "../../ui/dropdown";
import { accountLinksFor, accountPaths } from "./account-links";
import { useLogout } from "./logout";
import { useSessionUser } from "./session";

/** SPEC 2 My Account dropdown, driven by the SPEC 4 session. */
export function AccountMenu() {
  const { t } = useTranslation();
  const logout = useLogout();
  const user = useSessionUser();

  return (
    <Dropdown
      className="account-menu"
      label={t("account.myAccount")}
      icon={<UserIcon aria-hidden="true" size={22} />}
      showLabel
    >
      {(close) => (
        <ul className="dropdown__list">
          {user?.name?.trim() && <li className="dropdown__note">{t("account.hello", { name: user.name })}</li>}
          {accountLinksFor(user).map((link) =>
            link === "logout" ? (
              <li key={link}>
                <button
                  type="button"
                  className="dropdown__item"
                  onClick={() => {
                    close();
                    void logout();
                  }}
                >
                  {t("account.logout")}
                </button>
              </li>
            ) : (
              <li key={link}>
                <Link className="dropdown__item" to={accountPaths[link]}>
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

// SPDX-License-Identifier: GPL-3.0-or-later
// The size rule as a check: no source file over 600 lines, no function over 80 lines, except the functions the
// allow-list names (SQL DDL, with the reason).
//   headroom_sizecheck [--allow FILE] ROOT DIR...
// reads every .cpp and .h under ROOT/DIR, prints one line per breach ("path:line: ...") and exits 1 when there is
// any. Plain C++ (no Qt): it runs before anything else is built.
//
// A file's licence line (SPDX-License-Identifier on line 1, packaging/spdx-headers.sh) is not counted: it is the same
// line in every file and says nothing a reader has to hold.
//
// Function length is read from the layout clang-format gives this code base (WebKit-like): a function at file or
// namespace level opens with "{" alone at column 0 and closes with "}" at column 0; its length counts both braces.
// Functions inside a class body are indented and not seen: they are expected to stay short.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxFileLines = 600;
constexpr std::size_t kMaxFunctionLines = 80;

struct Breach {
    std::string path;
    std::size_t line;
    std::string text;
};

std::vector<std::string> readLines(const fs::path& path)
{
    std::ifstream in(path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

std::size_t countedLines(const std::vector<std::string>& lines)
{
    const bool licenceLine = !lines.empty() && lines.front().find("SPDX-License-Identifier:") != std::string::npos;
    return lines.size() - (licenceLine ? 1 : 0);
}

// "Expected<X> Foo::bar(int a," → "Foo::bar": the name before the first parenthesis.
std::string functionName(const std::string& signature)
{
    const std::size_t paren = signature.find('(');
    const std::string head = signature.substr(0, paren);
    const std::size_t space = head.find_last_of(" *&");
    return space == std::string::npos ? head : head.substr(space + 1);
}

// The signature of the function whose "{" is at `brace`: the nearest line above it that starts at column 0
// (parameters and initialiser lists continue indented).
std::string signatureAbove(const std::vector<std::string>& lines, std::size_t brace)
{
    for (std::size_t i = brace; i-- > 0;) {
        const std::string& line = lines[i];
        if (!line.empty() && line[0] != ' ' && line[0] != '\t') {
            return line;
        }
    }
    return {};
}

// "file function" pairs, one a line; "#" starts a comment (the reason).
std::set<std::string> readAllowList(const fs::path& path)
{
    std::set<std::string> allowed;
    for (std::string line : readLines(path)) {
        line = line.substr(0, line.find('#'));
        while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) {
            line.pop_back();
        }
        if (!line.empty()) {
            allowed.insert(line);
        }
    }
    return allowed;
}

void checkFunctions(const std::string& relative, const std::vector<std::string>& lines,
    const std::set<std::string>& allowed, std::vector<Breach>& breaches)
{
    std::size_t open = 0;
    bool inFunction = false;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string& line = lines[i];
        if (line == "{") {
            open = i;
            inFunction = true;
        } else if (inFunction && line.rfind('}', 0) == 0) {
            inFunction = false;
            const std::size_t length = i - open + 1;
            const std::string name = functionName(signatureAbove(lines, open));
            // "} // namespace" closes a namespace opened on its own line, not a function.
            if (line.rfind("} //", 0) != 0 && length > kMaxFunctionLines && !allowed.contains(relative + ' ' + name)) {
                breaches.push_back({ relative, open + 1,
                    "function " + name + " is " + std::to_string(length) + " lines (limit "
                        + std::to_string(kMaxFunctionLines) + ")" });
            }
        }
    }
}

} // namespace

int main(int argc, char* argv[])
{
    std::vector<std::string> args(argv + 1, argv + argc);
    std::set<std::string> allowed;
    if (args.size() >= 2 && args[0] == "--allow") {
        allowed = readAllowList(args[1]);
        args.erase(args.begin(), args.begin() + 2);
    }
    if (args.size() < 2) {
        std::cerr << "usage: headroom_sizecheck [--allow FILE] ROOT DIR...\n";
        return 2;
    }
    const fs::path root = args[0];
    std::vector<Breach> breaches;
    std::size_t files = 0;
    for (std::size_t d = 1; d < args.size(); ++d) {
        if (!fs::is_directory(root / args[d])) {
            std::cerr << (root / args[d]).string() << ": not a directory\n";
            return 2;
        }
        for (const auto& entry : fs::recursive_directory_iterator(root / args[d])) {
            const std::string ext = entry.path().extension().string();
            if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".h")) {
                continue;
            }
            ++files;
            const std::string relative = fs::relative(entry.path(), root).generic_string();
            const std::vector<std::string> lines = readLines(entry.path());
            if (countedLines(lines) > kMaxFileLines) {
                breaches.push_back({ relative, 1,
                    "file is " + std::to_string(countedLines(lines)) + " lines (limit " + std::to_string(kMaxFileLines)
                        + ")" });
            }
            checkFunctions(relative, lines, allowed, breaches);
        }
    }
    std::sort(breaches.begin(), breaches.end(),
        [](const Breach& a, const Breach& b) { return std::tie(a.path, a.line) < std::tie(b.path, b.line); });
    for (const Breach& breach : breaches) {
        std::cout << breach.path << ':' << breach.line << ": " << breach.text << '\n';
    }
    std::cout << files << " files read, " << breaches.size() << " over the size rule\n";
    return breaches.empty() ? 0 : 1;
}
